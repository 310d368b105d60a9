import { Link } from "react-router";
import { useT } from "~/ui/useT";

/** Previous and next page links under a console list (plain links: they work without JavaScript). */
export function PageLinks({ page, hasMore, href }: { page: number; hasMore: boolean; href: (page: number) => string }) {
  const { t } = useT("admin");
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t("Pages")} className="flex gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary">
          {t("Previous page")}
        </Link>
      ) : null}
      {hasMore ? (
        <Link to={href(page + 1)} className="btn-secondary">
          {t("Next page")}
        </Link>
      ) : null}
    </nav>
  );
}
