import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { catalogueChanged } from "~/features/catalogue/catalogue-version.server";
import { PartnerNav } from "~/features/partners/PartnerNav";
import { requireMember } from "~/features/partners/partners.server";
import { PublicReviewText } from "~/features/reviews/RecentReviews";
import { replyToReview } from "~/features/reviews/review-replies.server";
import { listReviews } from "~/features/reviews/reviews.server";
import { REVIEW_MESSAGES } from "~/features/reviews/review-messages";
import { reviewReplySchema } from "~/features/reviews/reviews.schema";
import { defineAction, done } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { pageNumber, parseSearch } from "~/lib/search-params.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { TextAreaField } from "~/ui/form-fields";
import { PageLinks } from "~/ui/PageLinks";
import { useT } from "~/ui/useT";
import { partnerIntent } from "./partner-intent.server";
import type { Route } from "./+types/reviews";

export const handle = { i18n: ["partners", "catalogue"] } satisfies I18nHandle;

/** `/partner/:restaurantId/reviews`: what customers said of the restaurant, each with the restaurant's reply. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  const { page } = parseSearch(request, z.object({ page: pageNumber(10_000) }));
  const constraint = getZodConstraint(reviewReplySchema);
  return { restaurant, page, constraint, ...(await listReviews({ restaurantId: restaurant.id }, page)) };
}

export const action = defineAction("customer", {
  reply: partnerIntent(reviewReplySchema, async ({ value, user, restaurant, request, url }) => {
    const outcome = await replyToReview(user, restaurant.id, value.reviewId, value.reply);
    if (!outcome.ok) notFound(request);
    // The menu kept for guests shows the reply.
    await catalogueChanged();
    return done(`${url.pathname}${url.search}`, outcome.first ? REVIEW_MESSAGES.replied : REVIEW_MESSAGES.replyChanged);
  }),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Reviews")} — ${loaderData?.restaurant.name ?? ""} — ${BRAND}` }];
}

export default function PartnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, page, pages, reviews, total, constraint } = loaderData;
  const { t } = useT("partners");
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">
          {t("Reviews — {restaurant}", { restaurant: restaurant.name })}{" "}
          <span className="font-normal text-gray-700">({total})</span>
        </h1>
        <PartnerNav restaurant={restaurant} />
      </div>
      <p className="meta">{t("Your reply is shown under the review on your menu. Each review has one reply.")}</p>
      {reviews.length === 0 ? <p>{t("No reviews yet.")}</p> : null}
      <ul className="space-y-3">
        {reviews.map((review, index) => {
          // A refusal is shown at the review it is about.
          const answered = actionData?.result?.initialValue?.reviewId === review.id ? actionData : null;
          const number = (page - 1) * 20 + index + 1;
          return (
            <li key={review.id}>
              <article
                aria-label={t("Review {number}", { number })}
                className="space-y-2 rounded-2xl border border-gray-200 p-4"
              >
                <PublicReviewText review={review} />
                {review.hiddenReason !== null ? (
                  <p className="font-semibold">
                    {t("Hidden by the platform: {reason}", { reason: review.hiddenReason })}
                  </p>
                ) : null}
                {review.replyHiddenReason !== null ? (
                  <p className="font-semibold">
                    {t("Your reply is hidden by the platform: {reason}", { reason: review.replyHiddenReason })}
                  </p>
                ) : null}
                {/* Keyed on the reply, so the box shows the reply as saved once it is (with JavaScript too). */}
                <KitForm
                  key={review.replyText ?? ""}
                  kit={formKit({ id: `reply-${review.id}`, intent: "reply", answered, constraint })}
                  className="space-y-2"
                >
                  <input type="hidden" name="reviewId" value={review.id} />
                  <TextAreaField
                    name="reply"
                    label={
                      review.replyText === null
                        ? t("Reply to review {number}", { number })
                        : t("Your reply to review {number}", { number })
                    }
                    defaultValue={review.replyText ?? ""}
                    rows={3}
                  />
                  <SubmitButton className="btn-secondary">
                    {review.replyText === null ? t("Post reply") : t("Change reply")}
                    <span className="sr-only"> {t("to review {number}", { number })}</span>
                  </SubmitButton>
                </KitForm>
              </article>
            </li>
          );
        })}
      </ul>
      <PageLinks page={page} hasMore={page < pages} href={(next) => `?page=${next}`} />
    </div>
  );
}
