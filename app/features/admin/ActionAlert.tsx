import type { ReactNode } from "react";

/**
 * What went wrong with the last action, at the top of the page where it is seen after a reload
 * without JavaScript, with a link down to the record it concerns.
 */
export function ActionAlert({
  message,
  href,
  linkText,
  children,
}: {
  message: string;
  href?: string;
  linkText?: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-3 font-medium text-red-900">
      <p>
        {message}
        {href ? (
          <>
            {" "}
            <a href={href} className="underline">
              {linkText}
            </a>
          </>
        ) : null}
      </p>
      {children}
    </div>
  );
}
