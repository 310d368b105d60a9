import { encode } from "uqr";

export interface QrCode {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module as a 1×1 square. */
  path: string;
}

/** An SVG path for a QR matrix (rows of dark/light modules). */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join("");
}

/** A QR code for `text`, drawn on the server so the page needs no script or image request. */
export function qrCode(text: string): QrCode {
  const qr = encode(text, { ecc: "M", border: 4 });
  return { size: qr.size, path: qrPath(qr.data) };
}
