import { redirect, type RouterContextProvider } from "react-router";
import { verificationsPerIp } from "~/features/accounts/request-limits.server";
import { refuseForLimit, type Outcome } from "~/lib/action.server";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { requestFacts } from "~/lib/request-context.server";

/**
 * What a code page's forms (the code, 'Resend OTP') need first: the code this browser is waiting for, read
 * from its signed cookie by `read` (none sends it to `startOver`), and a try counted against the client
 * address's limit — refused, when it was hit, with the wait.
 */
export async function pendingCodeTry<P>(
  args: { value: { redirectTo?: string }; request: Request; context: Readonly<RouterContextProvider> },
  read: (request: Request) => Promise<P | null>,
  startOver: (redirectTo: string) => string,
): Promise<{ refusal: Outcome } | { refusal: null; redirectTo: string; pending: P }> {
  const redirectTo = safeRedirect(args.value.redirectTo, "/");
  const pending = await read(args.request);
  if (!pending) throw redirect(startOver(redirectTo), 303);
  const limited = await verificationsPerIp.attempt(args.context.get(requestFacts).clientIp ?? "unknown");
  if (limited) return { refusal: refuseForLimit(limited, { messages: [limited.text(requestT(args.request))] }) };
  return { refusal: null, redirectTo, pending };
}
