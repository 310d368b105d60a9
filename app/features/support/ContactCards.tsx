import { Link } from "react-router";
import { SUPPORT_CONTACT } from "./contact";

/** Live chat, phone and e-mail, each with its hours and a working link. */
export function ContactCards({ messageHref }: { messageHref: string }) {
  const card = "flex h-full flex-col gap-1 rounded-2xl border border-gray-200 p-4";
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className={card}>
        <h3 className="font-bold">Live chat</h3>
        <p className="text-gray-800">
          Message our support team, {SUPPORT_CONTACT.chatHours}. Replies appear under My Tickets.
        </p>
        <Link to={messageHref} className="mt-auto font-semibold text-brand-700 underline">
          Start a conversation
        </Link>
      </li>
      <li className={card}>
        <h3 className="font-bold">Phone</h3>
        <p className="text-gray-800">{SUPPORT_CONTACT.phoneHours}</p>
        <a href={SUPPORT_CONTACT.phoneHref} className="mt-auto font-semibold text-brand-700 underline">
          Call {SUPPORT_CONTACT.phone}
        </a>
      </li>
      <li className={card}>
        <h3 className="font-bold">E-mail</h3>
        <p className="text-gray-800">We reply {SUPPORT_CONTACT.emailReply}.</p>
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
