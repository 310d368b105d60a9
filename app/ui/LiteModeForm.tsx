import { useT } from "~/ui/useT";
import { Form, useLocation } from "react-router";

/** Lite mode on or off: a plain form, so it works without scripts (Lite mode has none). */
export function LiteModeForm({ lite, className = "" }: { lite: boolean; className?: string }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <Form method="post" action="/lite-mode" reloadDocument className={className}>
      <input type="hidden" name="lite" value={lite ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" className="inline-flex min-h-11 items-center py-1 text-left underline">
        {lite ? t("Full mode — with scripts") : t("Lite mode — no scripts, smallest pages")}
      </button>
    </Form>
  );
}
