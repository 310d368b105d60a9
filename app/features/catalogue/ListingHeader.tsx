import { useT } from "~/ui/useT";
import type { WordedNotServed } from "./catalogue-words";
import { ListingFilters } from "./ListingFilters";
import type { ListingQuery } from "./listing-query";
import { NotServedNotice } from "./NotServedNotice";

/**
 * The top of a restaurant listing (all restaurants, or a category's): its title, how many and where
 * distances are measured from, a place we do not serve, and the sort and filters.
 */
export function ListingHeader({
  title,
  summary,
  deliveryFrom,
  notServed,
  query,
  scopeParams,
  action,
}: {
  title: string;
  /** "95 restaurants", "12 restaurants in Pune". */
  summary: string;
  deliveryFrom: string;
  notServed: WordedNotServed | null;
  query: ListingQuery;
  scopeParams: Record<string, string>;
  action: string;
}) {
  const { t } = useT("catalogue");
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-1 text-gray-700">
        {t("{summary} · distances and delivery times from {place}", { summary, place: deliveryFrom })}
      </p>
      {notServed ? (
        <div className="mt-4">
          <NotServedNotice notServed={notServed} />
        </div>
      ) : null}
      <div className="mt-4">
        <ListingFilters key={JSON.stringify(query)} query={query} scopeParams={scopeParams} action={action} />
      </div>
    </>
  );
}
