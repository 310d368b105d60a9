/** Titles of the login-required prompt, by what the guest tried to do. */
export const LOGIN_REASONS = {
  cart: "Login Required",
  favorites: "Login to Save Favorites",
} as const;

export type LoginReason = keyof typeof LOGIN_REASONS;

export function loginReasonTitle(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(LOGIN_REASONS, reason) ? LOGIN_REASONS[reason as LoginReason] : null;
}

/** The sign-in page for a guest who tried a signed-in action, returning them to `returnTo`. */
export function loginHref(returnTo: string, reason?: LoginReason): string {
  const params = new URLSearchParams({ redirectTo: returnTo });
  if (reason) params.set("reason", reason);
  return `/login?${params}`;
}
