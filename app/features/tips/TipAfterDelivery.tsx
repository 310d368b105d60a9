import { TipChoices } from "~/features/cart/TipBox";
import { Alert } from "~/ui/Alert";
import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { TipReturn } from "./tip-rules";
import { extraTipText } from "./tips-words";

/**
 * A delivered order's tip after checkout: the tip given (online, or cash at the door), or, while it may
 * still be given, the amounts and "Pay tip", which opens its own online payment (`/checkout/tip/:orderId`).
 */
export function TipAfterDelivery({
  kit,
  extraTip,
  open,
  returned,
}: {
  kit: FormKit;
  extraTip: { paise: number; method: "online" | "cash" } | null;
  /** Whether a tip may be paid now (delivered within the day, none yet, online payment available). */
  open: boolean;
  returned: TipReturn;
}) {
  const { t } = useT("cart");
  if (extraTip)
    return (
      <Alert tone="success" className="font-medium">
        {extraTipText(extraTip, t)}
      </Alert>
    );
  if (!open) return null;
  return (
    <section aria-labelledby="tip-after-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="tip-after-title" className="text-lg font-bold">
        {t("Tip your delivery partner")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("Your whole tip goes to the delivery partner.")}</p>
      {returned === "verifying" ? (
        <Alert tone="info" className="mt-3 font-medium">
          {t("We are confirming your tip with the bank. It reaches your delivery partner once confirmed.")}
        </Alert>
      ) : returned === "not-paid" ? (
        <Alert tone="error" className="mt-3 font-medium">
          {t("Your tip was not paid. You can try again.")}
        </Alert>
      ) : null}
      <KitForm kit={kit} className="mt-3 space-y-3">
        <TipChoices kit={kit} tipPaise={0} />
        <SubmitButton className="btn-primary">{t("Pay tip")}</SubmitButton>
      </KitForm>
    </section>
  );
}
