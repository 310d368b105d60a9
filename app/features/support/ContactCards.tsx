import { Link } from "react-router";
import { useT } from "~/ui/useT";
import { SUPPORT_CONTACT } from "./contact";

/** Live chat, phone and e-mail, each with its hours and a working link. */
export function ContactCards({ messageHref }: { messageHref: string }) {
  const { t } = useT("support");
  const card = "flex h-full flex-col gap-1 rounded-2xl border border-gray-200 p-4";
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className={card}>
        <h3 className="font-bold">{t("Live chat")}</h3>
        <p className="text-gray-800">
          {t("Message our support team, {hours}. Replies appear under My Tickets.", {
            hours: SUPPORT_CONTACT.chatHours,
          })}
        </p>
        <Link to={messageHref} className="mt-auto font-semibold text-brand-700 underline">
          {t("Start a conversation")}
        </Link>
      </li>
      <li className={card}>
        <h3 className="font-bold">{t("Phone")}</h3>
        <p className="text-gray-800">{t(SUPPORT_CONTACT.phoneHours)}</p>
        <a href={SUPPORT_CONTACT.phoneHref} className="mt-auto font-semibold text-brand-700 underline">
          {t("Call {phone}", { phone: SUPPORT_CONTACT.phone })}
        </a>
      </li>
      <li className={card}>
        <h3 className="font-bold">{t("E-mail")}</h3>
        <p className="text-gray-800">{t("We reply within 4–6 hours.")}</p>
        <a
          href={`mailto:${SUPPORT_CONTACT.email}`}
          className="mt-auto break-all font-semibold text-brand-700 underline"
        >
          {SUPPORT_CONTACT.email}
        </a>
      </li>
    </ul>
  );
}
