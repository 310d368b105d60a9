import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { displayOrderId } from "~/features/orders/order-status";
import { REVIEW_MESSAGES } from "~/features/reviews/review-messages";
import { MAX_REVIEW_COMMENT, STAR_CHOICES, starLabel, starsText } from "~/features/reviews/review-rules";
import { reviewSchema } from "~/features/reviews/reviews.schema";
import { reviewSubject, saveReview, type Thumb } from "~/features/reviews/reviews.server";
import { REVIEW_WORDS } from "~/features/reviews/reviews-words";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { fixedT, type I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { word } from "~/lib/words";
import { formKit, KitForm, SubmitButton, type FormResult } from "~/ui/form-kit";
import { TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/order-review";
import { defineAction, done, intent, refuse } from "~/lib/action.server";

export const handle = { i18n: ["orders"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const subject = await reviewSubject(user.id, params.id);
  if (!subject) notFound(request, "That order was not found.");
  return { subject, constraint: getZodConstraint(reviewSchema) };
}

/** Refusals are worded in English, as ids: the page shows them translated. */
export const action = defineAction("customer", {
  rate: intent(reviewSchema, async ({ value, user, params }) => {
    const outcome = await saveReview(user.id, params.id!, value);
    if (!outcome.ok) return refuse({ messages: [word(REVIEW_WORDS, outcome, fixedT("en"))] }, 409);
    return done(`/profile/orders/${params.id}`, outcome.changed ? REVIEW_MESSAGES.changed : REVIEW_MESSAGES.rated);
  }),
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const changing = Boolean(loaderData?.subject.review);
  return [{ title: `${changing ? t("Change your rating") : t("Rate your order")} — ${BRAND}` }];
}

/** What the form shows: what was just sent after a refusal, else the review given so far. */
function shownValues(
  result: FormResult,
  review: { stars: number; comment: string; thumbs: Record<string, Thumb> } | null,
) {
  const sent = result?.initialValue as
    { stars?: string; comment?: string; thumbs?: Record<string, string> } | undefined;
  if (sent) return { stars: sent.stars ?? "", comment: sent.comment ?? "", thumbs: sent.thumbs ?? {} };
  return { stars: review ? String(review.stars) : "", comment: review?.comment ?? "", thumbs: review?.thumbs ?? {} };
}

export default function OrderReview({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, constraint } = loaderData;
  const { review } = subject;
  const { t, language } = useT("orders");
  const kit = formKit({ id: "review", answered: actionData, constraint });
  const result = kit.result;
  const here = `/profile/orders/${subject.orderId}`;
  const title = review ? t("Change your rating") : t("Rate your order");
  const shown = shownValues(result, review);
  const starsField = kit.field("stars");
  const closed = !subject.delivered || (review !== null && !review.canChange);
  return (
    <section aria-labelledby="review-title" className="max-w-xl space-y-4">
      <Link to={here} className="text-sm font-semibold text-brand-700 underline">
        {t("Back to the order")}
      </Link>
      <h1 id="review-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-gray-700">
        {t("Order #{id} from {restaurant}", {
          id: displayOrderId(subject.orderId),
          restaurant: subject.restaurantName,
        })}
      </p>
      {!subject.delivered ? (
        <p className="rounded-lg bg-gray-50 p-3">{t("You can rate this order once it has been delivered.")}</p>
      ) : review && !review.canChange ? (
        <p className="rounded-lg bg-gray-50 p-3">
          {t("Ratings can be changed for 7 days after they are given. Yours: {rating}.", {
            rating: starsText(review.stars, t),
          })}
        </p>
      ) : null}
      {closed ? null : (
        <KitForm kit={kit} className="space-y-5">
          <fieldset id={starsField.id} aria-describedby={starsField.errors.length > 0 ? starsField.errorId : undefined}>
            <legend className="font-semibold">{t("Your rating")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {STAR_CHOICES.map((stars) => {
                const value = String(stars);
                return (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 has-[:checked]:border-green-700 has-[:checked]:bg-green-50 has-[:focus-visible]:outline-2"
                  >
                    <input
                      id={`review-stars-${value}`}
                      type="radio"
                      name="stars"
                      value={value}
                      defaultChecked={shown.stars === value}
                      aria-invalid={starsField.errors.length > 0 ? true : undefined}
                      className="h-5 w-5 accent-green-700"
                    />
                    <span>
                      <span aria-hidden="true">{"★".repeat(stars)} </span>
                      {t("{count, plural, one {# star} other {# stars}}", { count: stars })}
                      <span className="meta"> ({starLabel(stars, t)})</span>
                    </span>
                  </label>
                );
              })}
            </div>
            {starsField.errors.length > 0 ? (
              <p id={starsField.errorId} className="mt-1 text-sm font-medium text-red-800">
                {starsField.errors.map((error) => t(error)).join(" ")}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            name="comment"
            label={t("Tell others about your order (optional)")}
            hint={t("Up to {count} characters.", { count: MAX_REVIEW_COMMENT })}
            rows={4}
            defaultValue={shown.comment}
          />
          {subject.dishes.length > 0 ? (
            <fieldset>
              <legend className="font-semibold">{t("How were the dishes? (optional)")}</legend>
              <ul className="mt-2 space-y-3">
                {subject.dishes.map((dish) => (
                  <li key={dish.orderItemId}>
                    <fieldset className="rounded-xl border border-gray-200 p-3">
                      <legend className="px-1 text-sm font-semibold">
                        {dish.name} × {dish.quantity}
                      </legend>
                      <div className="flex flex-wrap gap-2">
                        {(
                          [
                            ["up", t("👍 Liked it")],
                            ["down", t("👎 Didn't like it")],
                            ["", t("No opinion")],
                          ] as const
                        ).map(([value, text]) => (
                          <label
                            key={value}
                            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                          >
                            <input
                              type="radio"
                              name={`thumbs.${dish.orderItemId}`}
                              value={value}
                              defaultChecked={(shown.thumbs[dish.orderItemId] ?? "") === value}
                              className="h-5 w-5 accent-brand-600"
                            />
                            {text}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <SubmitButton className="btn-primary">{review ? t("Update rating") : t("Submit rating")}</SubmitButton>
          {review ? (
            <p className="meta">
              {t("You can change your rating until {date}.", {
                date: formatDateTime(review.changeableUntil, language),
              })}
            </p>
          ) : null}
        </KitForm>
      )}
    </section>
  );
}
