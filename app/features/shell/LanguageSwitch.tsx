import { useT } from "~/ui/useT";
import { Form, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES, LOCALES } from "~/lib/i18n";

/**
 * The language switch: a plain form (no script needed) offering the other languages, each named in
 * itself and marked with its language so a screen reader reads it rightly. It comes back to this page.
 */
export function LanguageSwitch({ className = "", buttonClassName }: { className?: string; buttonClassName: string }) {
  const { t, language } = useT();
  const { pathname, search } = useLocation();
  // Without `?lang=`, which would outrank the choice on the way back.
  const params = new URLSearchParams(search);
  params.delete("lang");
  const returnTo = params.size > 0 ? `${pathname}?${params}` : pathname;
  return (
    <Form method="post" action="/language" reloadDocument className={`flex items-center gap-1 ${className}`}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <span>{t("Language")}:</span>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <button key={other} type="submit" name="language" value={other} className={buttonClassName}>
          <span lang={LOCALES[other]}>{LANGUAGE_NAMES[other]}</span>
        </button>
      ))}
    </Form>
  );
}
