import { SUPPORT_CONTACT } from "~/features/support/contact";
import { formKit, KitForm, SubmitButton, type Answered } from "~/ui/form-kit";
import { useT } from "~/ui/useT";

/**
 * How a rider and a customer reach each other without seeing each other's number: "Call {name}" through the
 * masking service when the shop has one, else support's number, who connect them.
 */
export function CallThem({
  name,
  intent,
  masked,
  answered,
}: {
  name: string;
  intent: string;
  masked: boolean;
  answered: Answered | undefined;
}) {
  const { t } = useT("riders");
  if (!masked)
    return (
      <p>
        {t("To reach {name}, call support:", { name })}{" "}
        <a href={SUPPORT_CONTACT.phoneHref} className="font-semibold underline">
          {SUPPORT_CONTACT.phone}
        </a>
      </p>
    );
  return (
    <KitForm kit={formKit({ id: intent, intent, answered })}>
      <SubmitButton className="btn-secondary">{t("Call {name}", { name })}</SubmitButton>
      <p className="meta">{t("Your phone rings first; neither of you sees the other's number.")}</p>
    </KitForm>
  );
}
