import crypto from "node:crypto";

/** An opaque random id: 24 lowercase hex characters. */
export function newId(): string {
  return crypto.randomBytes(12).toString("hex");
}

export function sha256(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

export function nowIso(): string {
  return new Date().toISOString();
}
