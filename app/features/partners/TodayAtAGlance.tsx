import { formatRupees } from "~/lib/money";
import { useT } from "~/ui/useT";
import type { Glance } from "./partner-rules";

/** Today's numbers at the top of a restaurant's orders page. */
export function TodayAtAGlance({ glance }: { glance: Glance }) {
  const { t } = useT("partners");
  const figures = [
    [t("Orders today"), String(glance.orders)],
    [t("Rejected"), String(glance.rejected)],
    [t("Not accepted in time"), String(glance.timedOut)],
    [
      t("Average time to accept"),
      glance.averageAcceptMinutes === null ? "—" : t("{minutes} min", { minutes: glance.averageAcceptMinutes }),
    ],
    [t("Sales"), formatRupees(glance.salesPaise)],
  ];
  return (
    <section aria-labelledby="glance-title" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="glance-title" className="text-lg font-bold">
        {t("Today at a glance")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="meta">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
