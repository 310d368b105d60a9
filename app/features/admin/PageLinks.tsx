import { Link } from "react-router";

/** Previous and next page links under a console list (plain links: they work without JavaScript). */
export function PageLinks({ page, hasMore, href }: { page: number; hasMore: boolean; href: (page: number) => string }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="flex gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary">
          Previous page
        </Link>
      ) : null}
      {hasMore ? (
        <Link to={href(page + 1)} className="btn-secondary">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
