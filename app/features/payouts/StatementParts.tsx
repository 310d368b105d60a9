import { Form, Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { shiftWeek, type RestaurantStatement } from "./payout-rules";

/**
 * What the console's payouts and a partner's share: the week shown and how to choose another (a day of it,
 * or the weeks either side), and a statement's figures as a table's cells under `statementColumns`.
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
