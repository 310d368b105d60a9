import { Link } from "react-router";
import type { Flash } from "~/lib/flash";

/** The one-time message after a form's redirect, inside the page's status region so it is announced. */
export function FlashMessage({ flash }: { flash: Flash }) {
  const colours = flash.tone === "error" ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900";
  return (
    <p className={`mt-4 flex flex-wrap items-center gap-3 rounded-lg p-3 font-medium ${colours}`}>
      {flash.text}
      {flash.link ? (
        <Link to={flash.link.href} className="font-semibold text-brand-700 underline">
          {flash.link.label}
        </Link>
      ) : null}
    </p>
  );
}
