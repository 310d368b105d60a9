import { Link } from "react-router";
import { formatRupees } from "~/lib/money";
import { useT } from "~/ui/useT";
import { itemsAdded } from "./cart-words";

/** The menu's bottom bar: what is in the cart and the way to it. Hidden when the cart is empty. */
export function CartBar({ count, subtotalPaise }: { count: number; subtotalPaise: number }) {
  const { t } = useT("cart");
  if (count === 0) return null;
  return (
    <div className="sticky bottom-0 z-20 mt-6 border-t border-green-900 bg-green-800 text-white">
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
        <p className="min-w-0 text-sm font-semibold sm:text-base">
          {itemsAdded(count, t)} · {formatRupees(subtotalPaise, { alwaysPaise: true })}
        </p>
        <Link
          to="/cart"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-white px-4 font-bold whitespace-nowrap text-green-900 hover:bg-green-50"
        >
          {t("View Cart")}
        </Link>
      </div>
    </div>
  );
}
