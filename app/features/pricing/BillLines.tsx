import { Price } from "~/ui/Price";
import type { BillRow, BillView } from "./bill-words";

/**
 * A bill's lines as its loader worded them (`billView`), the same on the cart, the order page, the receipt and the
 * console, so the page's script carries no pricing words: the charges group opens
 * as a `<details>` (no JavaScript needed; `open` on the receipt, which is printed), and "You saved" follows the
 * total when anything was saved.
 */
export function BillLines({ view, open = false }: { view: BillView; open?: boolean }) {
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-2">
        {view.rows.map((row) => (
          <AmountRow key={row.label} {...row} />
        ))}
      </dl>
      {view.charges ? (
        <details open={open}>
          <summary className="flex cursor-pointer justify-between gap-2">
            <span className="underline decoration-dotted underline-offset-4">{view.charges.label}</span>
            <Price paise={view.charges.paise} className="shrink-0" />
          </summary>
          <dl className="mt-1 space-y-1 border-l-2 border-gray-200 pl-3 text-gray-800">
            {view.charges.rows.map((row) => (
              <AmountRow key={row.label} {...row} />
            ))}
          </dl>
        </details>
      ) : null}
      <dl className="space-y-2">
        {view.after.map((row) => (
          <AmountRow key={row.label} {...row} />
        ))}
        <div className="flex justify-between gap-2 border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{view.total.label}</dt>
          <dd>
            <Price paise={view.total.paise} />
          </dd>
        </div>
      </dl>
      {view.saved ? <p className="font-medium text-green-900">{view.saved}</p> : null}
    </div>
  );
}

/** One line of a bill or an invoice: its label and amount (a discount with a minus sign; "Free" for a free delivery). */
export function AmountRow({ label, paise, free, strong = false }: BillRow & { strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-2 ${strong ? "font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="shrink-0">
        {free ? (
          free
        ) : paise < 0 ? (
          <>
            −<Price paise={-paise} />
          </>
        ) : (
          <Price paise={paise} />
        )}
      </dd>
    </div>
  );
}
