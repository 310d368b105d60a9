import { formatDate } from "~/lib/dates";
import { useT } from "~/ui/useT";
import { ReviewText } from "./ReviewText";
import type { PublicReview } from "./reviews.server";

/** A menu's most recent reviews, with who wrote them, when, the dishes they ordered and the restaurant's reply. */
export function RecentReviews({ reviews }: { reviews: PublicReview[] }) {
  const { t } = useT("catalogue");
  return (
    <section aria-labelledby="reviews-heading" className="mt-8">
      <h2 id="reviews-heading" className="text-xl font-bold">
        {t("What customers say")}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-gray-700">
          {t("No reviews yet. Customers can rate their order once it is delivered.")}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-gray-200 p-3">
              <PublicReviewText review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A review as customers see it: its stars and comment, who wrote it and when, and the restaurant's reply. */
export function PublicReviewText({ review }: { review: PublicReview }) {
  const { t, language } = useT("catalogue");
  return (
    <>
      <ReviewText stars={review.stars} comment={review.comment} />
      <p className="meta mt-1">
        {review.author ?? t("A customer")}, {formatDate(review.createdAt, language)}
        {review.dishes.length > 0 ? ` · ${t("Ordered {dishes}", { dishes: review.dishes.join(", ") })}` : ""}
      </p>
      {review.reply ? (
        <div className="mt-2 border-l-4 border-brand-100 pl-3">
          <p className="text-sm font-semibold">{t("Reply from the restaurant")}</p>
          <p className="text-sm whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : null}
    </>
  );
}
