import { useEffect, useState } from "react";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton, useKit, type Answered, type Constraints } from "~/ui/form-kit";
import { controlProps, Labelled } from "~/ui/form-fields";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { cleanCode, CODE_LENGTH } from "./verification-rules";

/** Seconds left before 'Resend OTP' is allowed, counting down each second with JavaScript. */
export function useCountdown(from: number): number {
  const [countdown, setCountdown] = useState({ from, left: from });
  // A new wait (after a resend) starts again; adjusted while rendering, as React advises for state that follows props.
  if (countdown.from !== from) setCountdown({ from, left: from });
  const left = countdown.from === from ? countdown.left : from;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => ({ ...value, left: value.left - 1 })), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

/** The code, digits only, and its button, which waits until the whole code is typed (with JavaScript). */
export function CodeField() {
  const { t } = useT("accounts");
  const { kit } = useKit();
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const field = kit.field("code");
  return (
    <>
      <Labelled field={field} label={t("Verification code")}>
        <input
          {...controlProps(field, undefined)}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The page's one field (a wrong code is described on it, so it keeps the focus then too).
          autoFocus
          pattern="[0-9]{6}"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(cleanCode(event.target.value))}
          className="input text-center text-2xl tracking-[0.5em] aria-[invalid=true]:border-red-700"
        />
      </Labelled>
      <SubmitButton
        busyLabel={t("Verifying...")}
        disabled={hydrated && code.length !== CODE_LENGTH}
        className="btn-primary w-full"
      >
        {t("Verify OTP")}
      </SubmitButton>
    </>
  );
}

/**
 * 'Resend OTP', naming the seconds to wait; with JavaScript it counts down and stays disabled meanwhile,
 * without it the server refuses an early resend and says how long is left.
 */
export function ResendButton({ left }: { left: number }) {
  const { t } = useT("accounts");
  const hydrated = useHydrated();
  return (
    <SubmitButton
      busyLabel={t("Sending...")}
      disabled={hydrated && left > 0}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline disabled:text-gray-700 disabled:no-underline"
    >
      {left > 0 ? t("Resend OTP ({seconds}s)", { seconds: left }) : t("Resend OTP")}
    </SubmitButton>
  );
}

/**
 * A code page's body: where the code went, the code's form, and 'Resend OTP' (its wait counted down with
 * JavaScript, said on the button without), each posting its intent with the page's `redirectTo`.
 */
export function CodeEntry({
  sentTo,
  redirectTo,
  wait,
  constraint,
  answered,
}: {
  sentTo: string;
  redirectTo: string;
  wait: number;
  constraint: Constraints;
  answered: (Answered & { sent?: boolean; wait?: number }) | undefined;
}) {
  const { t } = useT("accounts");
  const left = useCountdown(answered?.sent && answered.wait ? answered.wait : wait);
  const verify = formKit({ id: "verify", intent: "verify", answered, constraint });
  const resend = formKit({ id: "resend", intent: "resend", answered });
  return (
    <>
      <p className="break-words text-gray-800">{sentTo}</p>
      {answered?.sent ? (
        <Alert tone="success" className="mt-2">
          {t("A new code is on its way.")}
        </Alert>
      ) : null}
      <KitForm kit={verify} className="mt-4 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <CodeField />
      </KitForm>
      <KitForm kit={resend} className="mt-4 text-center">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ResendButton left={left} />
      </KitForm>
    </>
  );
}
