/** The green star badge: a restaurant's average rating, read as "Rated 4.3". */
export function RatingBadge({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded bg-green-700 px-1.5 font-semibold text-white">
      <span aria-hidden="true">★</span>
      <span className="sr-only">Rated</span> {rating.toFixed(1)}
    </span>
  );
}
