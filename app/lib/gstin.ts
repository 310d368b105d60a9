/** GSTINs, India's GST registration numbers: their shape and their check character (the GSTN's base-36 checksum). */

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A GSTIN's shape: state code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The 15th character of a GSTIN from its first 14 (the GSTN's base-36 checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Whether `text` is a GSTIN: its shape and its check character. */
export function isGstin(text: string): boolean {
  return GSTIN_SHAPE.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text[14];
}
