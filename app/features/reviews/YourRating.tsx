import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { useT } from "~/ui/useT";
import { ReviewText } from "./ReviewText";
import type { OrderReview } from "./reviews.server";

/** On a delivered order's page: the invitation to rate it, or the rating given (and until when it can change). */
export function YourRating({
  orderId,
  restaurantName,
  review,
}: {
  orderId: string;
  restaurantName: string;
  review: OrderReview | null;
}) {
  const { t, language } = useT("orders");
  const reviewLink = `/profile/orders/${orderId}/review`;
  return (
    <section aria-labelledby="rating-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="rating-title" className="text-lg font-bold">
        {t("Your rating")}
      </h2>
      {review ? (
        <>
          <ReviewText stars={review.stars} comment={review.comment} className="mt-2" />
          {review.hidden ? (
            <p className="meta mt-1">{t("Our team has hidden this review from other customers.")}</p>
          ) : null}
          {review.canChange ? (
            <p className="mt-2">
              <Link to={reviewLink} className="font-semibold text-brand-700 underline">
                {t("Change your rating")}
              </Link>{" "}
              <span className="meta">
                {t("(until {date})", { date: formatDateTime(review.changeableUntil, language) })}
              </span>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2">{t("How was your order from {restaurant}?", { restaurant: restaurantName })}</p>
          <Link to={reviewLink} className="btn-primary mt-3 inline-flex">
            {t("Rate this order")}
          </Link>
        </>
      )}
    </section>
  );
}
