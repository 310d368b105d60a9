import { Link } from "react-router";
import type { Flash } from "~/lib/flash";
import { alertClasses } from "./Alert";

/** The one-time message after a form's redirect, inside the page's status region so it is announced. */
export function FlashMessage({ flash }: { flash: Flash }) {
  return (
    <p className={`${alertClasses(flash.tone)} mt-4 flex flex-wrap items-center gap-3 text-base font-medium`}>
      {flash.text}
      {flash.link ? (
        <Link to={flash.link.href} className="font-semibold text-brand-700 underline">
          {flash.link.label}
        </Link>
      ) : null}
    </p>
  );
}
