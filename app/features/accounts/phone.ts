/**
 * An Indian mobile number in its stored form, "+91" and ten digits starting 6–9, from what people
 * type: spaces, dashes, a +91, 91 or 0 prefix. Null when it is not one.
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" → "+91 98765 43210". */
export function formatIndianMobile(stored: string): string {
  return `${stored.slice(0, 3)} ${stored.slice(3, 8)} ${stored.slice(8)}`;
}

/** How an account is named where its address would be: its e-mail, else its sign-in number. */
export function accountContact(account: { email: string | null; mobile: string | null }): string {
  return account.email ?? (account.mobile ? formatIndianMobile(account.mobile) : "—");
}
