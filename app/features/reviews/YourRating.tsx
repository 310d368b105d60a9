import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { starsText } from "./review-rules";
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
  const reviewLink = `/profile/orders/${orderId}/review`;
  return (
    <section aria-labelledby="rating-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="rating-title" className="text-lg font-bold">
        Your rating
      </h2>
      {review ? (
        <>
          <p className="mt-2 font-semibold">
            <span aria-hidden="true" className="text-green-800">
              {"★".repeat(review.stars)}{" "}
            </span>
            {starsText(review.stars)}
          </p>
          {review.comment ? <p className="mt-1 whitespace-pre-line text-gray-800">{review.comment}</p> : null}
          {review.hidden ? <p className="meta mt-1">Our team has hidden this review from other customers.</p> : null}
          {review.canChange ? (
            <p className="mt-2">
              <Link to={reviewLink} className="font-semibold text-brand-700 underline">
                Change your rating
              </Link>{" "}
              <span className="meta">(until {formatDateTime(review.changeableUntil)})</span>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-2">How was your order from {restaurantName}?</p>
          <Link to={reviewLink} className="btn-primary mt-3 inline-flex">
            Rate this order
          </Link>
        </>
      )}
    </section>
  );
}
