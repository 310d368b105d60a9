import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { Price } from "~/ui/Price";
import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import { useT } from "~/ui/useT";
import { shiftWeek, type RestaurantStatement } from "./payout-rules";

/**
 * What the console's payouts, a partner's and a rider's share: the week shown and how to choose another (a
 * day of it, or the weeks either side), and a statement's figures as a table's cells under its columns.
 */
export function WeekPicker({ monday }: { monday: string }) {
  const { t } = useT("payouts");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="payouts-week" className="mb-1 block text-sm font-semibold">
          {t("Any day of the week")}
        </label>
        <input id="payouts-week" type="date" name="week" defaultValue={monday} className="input" />
      </div>
      <button type="submit" className="btn-secondary">
        {t("Show")}
      </button>
      <Link to={`?week=${shiftWeek(monday, -1)}`} className="btn-secondary">
        {t("Previous week")}
      </Link>
      <Link to={`?week=${shiftWeek(monday, 1)}`} className="btn-secondary">
        {t("Next week")}
      </Link>
    </Form>
  );
}

/**
 * A week's statement as a partner or a rider reads it: the week picker, the week's heading, the total in
 * words (`summary`), its CSV, and a table a row an order or trip (`rows`, under `columns`) ending with the
 * total's cells under the first `labelColumns` columns; `empty` when nothing was delivered (`totalCells` null).
 */
export function WeekStatement({
  monday,
  summary,
  csvHref,
  caption,
  columns,
  rows,
  labelColumns,
  totalCells,
  empty,
}: {
  monday: string;
  summary: ReactNode;
  csvHref: string;
  caption: string;
  columns: string[];
  rows: ReactNode;
  labelColumns: number;
  totalCells: ReactNode | null;
  empty: string;
}) {
  const { t } = useT("payouts");
  return (
    <>
      <WeekPicker monday={monday} />
      <section aria-labelledby="week-title" className="space-y-3">
        <WeekTitle id="week-title" monday={monday} />
        {totalCells ? (
          <>
            <p className="text-lg">{summary}</p>
            <a href={csvHref} download className="btn-secondary">
              {t("Download CSV")}
            </a>
            <TableBox label={caption}>
              <table className="w-full text-sm">
                <caption className="sr-only">{caption}</caption>
                <TableHead columns={columns} lastAlign="right" />
                <tbody>{rows}</tbody>
                <tfoot>
                  <tr className="border-t-2 border-gray-300 font-bold">
                    <th scope="row" colSpan={labelColumns} className="py-2 pr-3 text-left">
                      {t("Total")}
                    </th>
                    {totalCells}
                  </tr>
                </tfoot>
              </table>
            </TableBox>
          </>
        ) : (
          <p>{empty}</p>
        )}
      </section>
    </>
  );
}

/** "Week of 23 Nov 2026": the heading of a week's figures. */
export function WeekTitle({ id, monday }: { id: string; monday: string }) {
  const { t, language } = useT("payouts");
  return (
    <h2 id={id} className="text-lg font-bold">
      {t("Week of {date}", { date: formatDate(`${monday}T00:00:00+05:30`, language) })}
    </h2>
  );
}

/** The headings of a statement's figures, in the order `StatementCells` gives them. */
export function useStatementColumns(): string[] {
  const { t } = useT("payouts");
  return [
    t("Food sales"),
    t("Packaging"),
    t("Own delivery: fees and tips"),
    t("Commission"),
    t("GST on commission"),
    t("Gateway charges"),
    t("Net payout"),
  ];
}

export function StatementCells({ statement }: { statement: RestaurantStatement }) {
  return (
    <>
      <td className="py-2 pr-3">
        <Price paise={statement.foodPaise} />
      </td>
      <td className="py-2 pr-3">
        <Price paise={statement.packagingPaise} />
      </td>
      <td className="py-2 pr-3">
        <Price paise={statement.ownDeliveryPaise} />
      </td>
      <td className="py-2 pr-3">
        <Price paise={statement.commissionPaise} />
        {statement.commissionBasisPoints === null ? null : ` (${statement.commissionBasisPoints / 100}%)`}
      </td>
      <td className="py-2 pr-3">
        <Price paise={statement.commissionGstPaise} />
      </td>
      <td className="py-2 pr-3">
        <Price paise={statement.gatewayPaise} />
      </td>
      <td className="py-2 text-right font-semibold">
        <Price paise={statement.payoutPaise} />
      </td>
    </>
  );
}

/** The headings of a rider's pay, in the order `RiderPayCells` gives them. */
export function useRiderPayColumns(): string[] {
  const { t } = useT("payouts");
  return [t("Distance"), t("Delivery pay"), t("Tips"), t("Pay")];
}

export function RiderPayCells({ pay }: { pay: { km: number; deliveryPaise: number; tipPaise: number } }) {
  const { t } = useT("payouts");
  return (
    <>
      <td className="py-2 pr-3">{t("{km} km", { km: pay.km.toFixed(1) })}</td>
      <td className="py-2 pr-3">
        <Price paise={pay.deliveryPaise} />
      </td>
      <td className="py-2 pr-3">
        <Price paise={pay.tipPaise} />
      </td>
      <td className="py-2 text-right font-semibold">
        <Price paise={pay.deliveryPaise + pay.tipPaise} />
      </td>
    </>
  );
}
