import { data, Form } from "react-router";
import { z } from "zod";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { FilterLinks } from "~/features/admin/FilterLinks";
import { PageLinks } from "~/features/admin/PageLinks";
import { requireRole } from "~/features/accounts/session.server";
import { catalogueChanged } from "~/features/catalogue/catalogue-version.server";
import { displayOrderId } from "~/features/orders/order-status";
import { REVIEW_MESSAGES } from "~/features/reviews/review-messages";
import { starsText } from "~/features/reviews/review-rules";
import { reviewModerationSchema } from "~/features/reviews/reviews.schema";
import { adminReviews, setReviewHidden } from "~/features/reviews/reviews.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { redirectWithFlash } from "~/lib/flash.server";
import { flag, pageNumber, parseSearch } from "~/lib/search-params.server";
import { Field, type FormResult } from "~/ui/forms";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/reviews";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const { hidden, page } = parseSearch(request, z.object({ hidden: flag(), page: pageNumber(10_000) }));
  return { hidden, page, ...(await adminReviews(hidden ? "hidden" : "all", page)) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission({ request, context, url }, reviewModerationSchema);
  const reviewId = String(submission.payload.reviewId ?? "");
  if (submission.status !== "success") return data({ reviewId, result: submission.reply() }, { status: 400 });
  const { intent } = submission.value;
  const hidden = intent === "hide" ? { reason: submission.value.reason } : null;
  if (!(await setReviewHidden(admin, reviewId, hidden)))
    return data(
      { reviewId, result: submission.reply({ formErrors: ["That review was not found."] }) },
      { status: 404 },
    );
  // The menu and the restaurant's rating change for everyone: pages kept for guests are made again.
  await catalogueChanged();
  return redirectWithFlash(
    request,
    `${url.pathname}${url.search}`,
    hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Reviews — operations")} — ${BRAND}` }];
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { hidden, page, pages, reviews, total } = loaderData;
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
          const result: FormResult = actionData?.reviewId === review.id ? actionData.result : null;
          const general = result?.error?.[""] ?? [];
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
                {general.length > 0 ? (
                  <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
                    {general.map((message) => t(message)).join(" ")}
                  </p>
                ) : null}
                {review.hiddenReason !== null ? (
                  <Form method="post" className="space-y-2">
                    <p className="font-semibold">{t("Hidden: {reason}", { reason: review.hiddenReason })}</p>
                    <input type="hidden" name="intent" value="show" />
                    <input type="hidden" name="reviewId" value={review.id} />
                    <button type="submit" className="btn-secondary">
                      {t("Show again")}
                      <span className="sr-only"> {t("(review of order #{ref})", { ref })}</span>
                    </button>
                  </Form>
                ) : (
                  <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
                    <input type="hidden" name="intent" value="hide" />
                    <input type="hidden" name="reviewId" value={review.id} />
                    <Field
                      id={`hide-reason-${review.id}`}
                      name="reason"
                      label={t("Reason for hiding")}
                      maxLength={200}
                      result={result}
                      className="min-w-64 flex-1"
                    />
                    <button type="submit" className="btn-secondary">
                      {t("Hide review")}
                      <span className="sr-only"> {t("of order #{ref}", { ref })}</span>
                    </button>
                  </Form>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      <PageLinks page={page} hasMore={page < pages} href={(next) => href({ page: next })} />
    </section>
  );
}
