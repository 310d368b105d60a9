/** Shown on every page with APP_ENV=development, so nobody mistakes a demo server for the real shop. */
import { useT } from "~/ui/useT";

export function DevelopmentBanner() {
  const { t } = useT();
  return (
    <aside
      aria-label={t("Development mode")}
      className="bg-amber-100 px-4 py-1 text-center text-sm font-semibold text-amber-950"
    >
      {t("Development mode: test payments, test Google sign-in and demo accounts. No real orders or money.")}
    </aside>
  );
}
