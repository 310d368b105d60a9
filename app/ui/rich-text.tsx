import { cloneElement, type ReactElement, type ReactNode } from "react";

/**
 * A translated sentence with links or other inline elements in it, without Lingui's `<Trans>`. The message
 * marks each element's words with a numbered tag, so a translation puts them where its word order wants:
 * `richText(t("If it is late, <0>send us a message</0>."), <Link to="/help" />)`, and a name in bold is an
 * argument inside a tag, `richText(t("Delivering to <0>{place}</0>.", { place }), <strong />)`. The n-th
 * element after the message wraps tag n's words; a missing one leaves them as text.
 */
export function richText(message: string, ...elements: ReactElement<{ children?: ReactNode }>[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(/<(\d+)>(.*?)<\/\1>/g)) {
    if (match.index > at) parts.push(message.slice(at, match.index));
    const element = elements[Number(match[1])];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push(message.slice(at));
  return parts;
}
