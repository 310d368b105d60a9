import { useT } from "~/ui/useT";

/** The green star badge: a restaurant's average rating, read as "Rated 4.3". */
export function RatingBadge({ rating }: { rating: number }) {
  const { t } = useT("catalogue");
  return (
    <span className="rating-badge">
      <span aria-hidden="true">★</span>
      <span className="sr-only">{t("Rated")}</span>
      {` ${rating.toFixed(1)}`}
    </span>
  );
}
