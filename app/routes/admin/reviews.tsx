import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { FilterLinks } from "~/features/admin/FilterLinks";
import { PageLinks } from "~/ui/PageLinks";
import { requireRole } from "~/features/accounts/session.server";
import { catalogueChanged } from "~/features/catalogue/catalogue-version.server";
import { displayOrderId } from "~/features/orders/order-status";
import { REVIEW_MESSAGES } from "~/features/reviews/review-messages";
import { starsText } from "~/features/reviews/review-rules";
import { replyModerationSchema, reviewModerationSchema } from "~/features/reviews/reviews.schema";
import { listReviews, setReviewHidden } from "~/features/reviews/reviews.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { flag, pageNumber, parseSearch } from "~/lib/search-params.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/reviews";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const { hidden, page } = parseSearch(request, z.object({ hidden: flag(), page: pageNumber(10_000) }));
  // The same fields and limits for a review's and a reply's hiding.
  const constraint = getZodConstraint(reviewModerationSchema.options[0]);
  return { hidden, page, constraint, ...(await listReviews({ hiddenOnly: hidden }, page)) };
}

/** Hides a review with its reason, or shows it again: the menu and the rating change for everyone. */
const moderate = intent(reviewModerationSchema, async ({ value, user, url }) => {
  const hidden = value.intent === "hide" ? { reason: value.reason } : null;
  if (!(await setReviewHidden(user, value.reviewId, hidden)))
    return refuse({ messages: ["That review was not found."], status: 404 });
  // Pages kept for guests are made again.
  await catalogueChanged();
  return done(`${url.pathname}${url.search}`, hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown);
});

/** Hides the restaurant's reply to a review with its reason, or shows it again. */
const moderateReply = intent(replyModerationSchema, async ({ value, user, url }) => {
  const hidden = value.intent === "hide-reply" ? { reason: value.reason } : null;
  if (!(await setReviewHidden(user, value.reviewId, hidden, "reply")))
    return refuse({ messages: ["That review was not found."], status: 404 });
  await catalogueChanged();
  return done(`${url.pathname}${url.search}`, hidden ? REVIEW_MESSAGES.replyHidden : REVIEW_MESSAGES.replyShown);
});

export const action = defineAction("admin", {
  hide: moderate,
  show: moderate,
  "hide-reply": moderateReply,
  "show-reply": moderateReply,
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Reviews — operations")} — ${BRAND}` }];
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { hidden, page, pages, reviews, total, constraint } = loaderData;
  const { t, language } = useT("admin");
  const href = (next: { hidden?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.hidden ?? hidden) search.set("hidden", "1");
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    return `?${search}`;
  };
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h1 id="reviews-title" className="text-2xl font-bold">
        {t("Reviews")} <span className="font-normal text-gray-700">({total})</span>
      </h1>
      <FilterLinks
        label={t("Which reviews")}
        links={[
          { to: href({ hidden: false }), text: t("All reviews"), current: !hidden },
          { to: href({ hidden: true }), text: t("Hidden"), current: hidden },
        ]}
      />
      {reviews.length === 0 ? <p>{t("No reviews here.")}</p> : null}
      <ul className="space-y-3">
        {reviews.map((review) => {
          const titleId = `review-${review.id}-title`;
          // A refusal is shown at the review it is about.
          const answered = actionData?.result?.initialValue?.reviewId === review.id ? actionData : null;
          const ref = displayOrderId(review.orderId);
          return (
            <li key={review.id}>
              <article aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-gray-200 p-4">
                <h2 id={titleId} className="font-bold">
                  {starsText(review.stars, t)} · {review.restaurantName}
                </h2>
                <p className="meta">
                  {review.author ?? t("A customer")} · {t("Order #{ref}", { ref })} ·{" "}
                  <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, language)}</time>
                  {review.dishes.length > 0 ? ` · ${review.dishes.join(", ")}` : ""}
                </p>
                {review.comment ? (
                  <p className="whitespace-pre-line">{review.comment}</p>
                ) : (
                  <p className="meta">{t("No comment.")}</p>
                )}
                <Moderation
                  what="review"
                  reviewId={review.id}
                  hiddenReason={review.hiddenReason}
                  answered={answered}
                  constraint={constraint}
                  orderRef={ref}
                />
                {review.replyText !== null ? (
                  <div className="space-y-2 border-l-4 border-brand-100 pl-3">
                    <p className="font-semibold">{t("Reply from the restaurant")}</p>
                    <p className="whitespace-pre-line">{review.replyText}</p>
                    <Moderation
                      what="reply"
                      reviewId={review.id}
                      hiddenReason={review.replyHiddenReason}
                      answered={answered}
                      constraint={constraint}
                      orderRef={ref}
                    />
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <PageLinks page={page} hasMore={page < pages} href={(next) => href({ page: next })} />
    </section>
  );
}

/** The console's form on a review or the restaurant's reply to it: hide it with a reason, or show it again. */
function Moderation({
  what,
  reviewId,
  hiddenReason,
  answered,
  constraint,
  orderRef: ref,
}: {
  what: "review" | "reply";
  reviewId: string;
  hiddenReason: string | null;
  answered: Route.ComponentProps["actionData"] | null;
  constraint: Route.ComponentProps["loaderData"]["constraint"];
  orderRef: string;
}) {
  const { t } = useT("admin");
  const [hide, show] = what === "review" ? ["hide", "show"] : ["hide-reply", "show-reply"];
  const words =
    what === "review"
      ? {
          hidden: t("Hidden: {reason}", { reason: hiddenReason }),
          show: t("Show again"),
          showWhich: t("(review of order #{ref})", { ref }),
          reason: t("Reason for hiding"),
          hide: t("Hide review"),
        }
      : {
          hidden: t("Reply hidden: {reason}", { reason: hiddenReason }),
          show: t("Show reply again"),
          showWhich: t("of order #{ref}", { ref }),
          reason: t("Reason for hiding the reply"),
          hide: t("Hide reply"),
        };
  return hiddenReason !== null ? (
    <KitForm kit={formKit({ id: `${show}-${reviewId}`, intent: show, answered })} className="space-y-2">
      <p className="font-semibold">{words.hidden}</p>
      <input type="hidden" name="reviewId" value={reviewId} />
      <SubmitButton className="btn-secondary">
        {words.show}
        <span className="sr-only"> {words.showWhich}</span>
      </SubmitButton>
    </KitForm>
  ) : (
    <KitForm
      kit={formKit({ id: `${hide}-${reviewId}`, intent: hide, answered, constraint })}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="reviewId" value={reviewId} />
      <Field name="reason" label={words.reason} className="min-w-64 flex-1" />
      <SubmitButton className="btn-secondary">
        {words.hide}
        <span className="sr-only"> {t("of order #{ref}", { ref })}</span>
      </SubmitButton>
    </KitForm>
  );
}
