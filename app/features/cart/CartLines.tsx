import { useRef } from "react";
import { Link } from "react-router";
import { useFocusRescue } from "~/ui/useFocusRescue";
import { choicesText, dishWithChoices } from "~/features/catalogue/dish-options";
import type { CartLine } from "./cart-view.server";
import { menuPath } from "~/features/catalogue/slug";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { formatRupees } from "~/lib/money";
import { Alert } from "~/ui/Alert";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { FoodImage } from "~/ui/FoodImage";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { richText } from "~/ui/rich-text";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import { ChoiceFields } from "./ChoiceFields";
import { QuantityControl } from "./QuantityControl";

/** A cart line as the cart page shows it: why it cannot be ordered now is already in the page's words. */
export type ShownLine = Pick<
  CartLine,
  "productId" | "key" | "name" | "image" | "isVeg" | "unitPricePaise" | "dishOfferPercent" | "quantity" | "choices"
> & { unavailable: string | null };

interface CartLinesProps {
  restaurant: { name: string; slug: string; id: string; closedMessage: string | null } | null;
  lines: ShownLine[];
}

/** The cart's dishes: each with its options, price and dish offer, its quantity, and a way to remove it. */
export function CartLines({ restaurant, lines }: CartLinesProps) {
  const { t } = useT("cart");
  // A line removed with the focus in it (minus at 1) leaves the focus nowhere: the list's heading takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusRescue(lines.length, (before) => (lines.length < before ? heading.current : null));
  return (
    <section aria-labelledby="items-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="items-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {restaurant
          ? richText(
              t("Items from <0>{restaurant}</0>", { restaurant: restaurant.name }),
              <Link to={menuPath(restaurant)} className="text-brand-700 underline" />,
            )
          : null}
      </h2>
      {restaurant?.closedMessage ? (
        <Alert tone="info" className="mt-3 font-semibold">
          {restaurant.closedMessage} {t("Your dishes stay in your cart.")}
        </Alert>
      ) : null}
      <ul className="mt-3 divide-y divide-gray-200">
        {lines.map((line) => (
          <li key={line.productId + line.key} className="flex flex-wrap items-center gap-3 py-3">
            <FoodImage src={line.image} alt={line.name} width={80} height={52} className="rounded-lg" />
            <div className="min-w-0 flex-1 basis-40 [overflow-wrap:break-word]">
              <p className="flex items-center gap-2 font-semibold">
                <VegMark veg={line.isVeg} />
                {line.name}
              </p>
              {line.choices.length > 0 ? <p className="text-sm text-gray-800">{choicesText(line.choices)}</p> : null}
              <p className="meta">
                {t("{price} each", { price: formatRupees(line.unitPricePaise) })} ·{" "}
                <Price paise={line.unitPricePaise * line.quantity} />
                {line.dishOfferPercent ? (
                  <span className="ml-2 font-semibold text-green-800">
                    {t("{percent}% OFF: −{amount}", {
                      percent: line.dishOfferPercent,
                      amount: formatRupees((line.unitPricePaise - offerUnitPrice(line)) * line.quantity),
                    })}
                  </span>
                ) : null}
              </p>
              {line.unavailable ? (
                <p className="text-sm font-semibold text-red-800">
                  {line.unavailable} {t("Not included in the total.")}
                </p>
              ) : null}
            </div>
            <QuantityControl
              productId={line.productId}
              choices={line.choices.map((choice) => choice.optionId)}
              name={dishWithChoices(line.name, line.choices)}
              quantity={line.quantity}
              returnTo="/cart"
            />
            <Link
              to={`/cart?${removeParams(line)}`}
              preventScrollReset
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-red-800 hover:bg-red-50"
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="fill-current">
                <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
              </svg>
              <span className="sr-only">{t("Remove {dish}", { dish: dishWithChoices(line.name, line.choices) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cart page's address asking to confirm removing a line: the dish and its choices. */
function removeParams(line: ShownLine): URLSearchParams {
  const params = new URLSearchParams({ remove: line.productId });
  for (const choice of line.choices) params.append("choice", choice.optionId);
  return params;
}

/** 'Confirm Deletion' of a line; a refusal is shown at the top of the cart page. */
export function ConfirmDeletion({ line }: { line: ShownLine }) {
  const { t } = useT("cart");
  return (
    <ConfirmDialog
      id="confirm-deletion-title"
      title={t("Confirm Deletion")}
      cancelTo="/cart"
      confirm={
        <KitForm kit={formKit({ id: "remove-line", intent: "remove" })} action="/cart" replace preventScrollReset>
          <input type="hidden" name="productId" value={line.productId} />
          <ChoiceFields optionIds={line.choices.map((choice) => choice.optionId)} />
          <input type="hidden" name="returnTo" value="/cart" />
          <SubmitButton className="btn-danger">{t("Delete")}</SubmitButton>
        </KitForm>
      }
    >
      <p>
        {t("Remove {dish} from your cart? This action cannot be undone.", {
          dish: dishWithChoices(line.name, line.choices),
        })}
      </p>
    </ConfirmDialog>
  );
}
