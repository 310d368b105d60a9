/** A same-site path to return to, or the fallback for anything else (other hosts, protocol-relative, junk). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters (a newline splits a header) are what this refuses
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
