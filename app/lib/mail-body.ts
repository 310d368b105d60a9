import type { Language } from "./i18n";

/** One part of an e-mail's body, written once and sent as plain text and as simple HTML (`mailBody`). */
export type MailBlock =
  /** A paragraph; its line breaks are kept. */
  | { paragraph: string }
  /** Lines of a bill: each label with its amount, written as the pages write it; `indent` under a group. */
  | { amounts: { label: string; amount: string; indent?: boolean; strong?: boolean }[] }
  /** A link with the words that say where it goes. */
  | { link: string; href: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML that shows it as it is: a dish called `<b>` stays text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function textOf(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("link" in block) return `${block.link}:\n${block.href}`;
  return block.amounts.map((row) => `${row.indent ? "  " : ""}${row.label}: ${row.amount}`).join("\n");
}

function htmlOf(block: MailBlock): string {
  if ("paragraph" in block) return `<p>${escapeHtml(block.paragraph).replaceAll("\n", "<br>")}</p>`;
  if ("link" in block) return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.link)}</a></p>`;
  const rows = block.amounts.map((row) => {
    const cell = (text: string) => (row.strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text));
    const indent = row.indent ? ' style="padding-left:1.5em"' : "";
    return `<tr><td${indent}>${cell(row.label)}</td><td style="text-align:right;padding-left:2em">${cell(row.amount)}</td></tr>`;
  });
  return `<table role="presentation">${rows.join("")}</table>`;
}

/** An e-mail's body as plain text and as simple HTML in `language`, from the same blocks. */
export function mailBody(blocks: MailBlock[], language: Language): { text: string; html: string } {
  return {
    text: `${blocks.map(textOf).join("\n\n")}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">${blocks.map(htmlOf).join("")}</body></html>`,
  };
}
