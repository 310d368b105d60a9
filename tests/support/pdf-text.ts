import zlib from "node:zlib";

/**
 * The text a PDF written by pdfkit shows, one line per text operation: each content stream inflated, and the
 * hex strings of its `[…] TJ` operations decoded (pdfkit writes Helvetica's text so, split only for kerning).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const contents = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    try {
      return zlib.inflateSync(Buffer.from(body!, "latin1")).toString("latin1");
    } catch {
      return body!;
    }
  });
  return contents
    .flatMap((content) => [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map(([, array]) =>
      [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, "hex").toString("latin1")).join(""),
    )
    .join("\n");
}
