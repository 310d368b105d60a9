import { Link } from "react-router";
import { useT } from "~/ui/useT";

/**
 * Previous and next page links under a list of the console or the partner portal (plain links: they work
 * without JavaScript); their words are the shell's.
 */
export function PageLinks({ page, hasMore, href }: { page: number; hasMore: boolean; href: (page: number) => string }) {
  const { t } = useT();
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
