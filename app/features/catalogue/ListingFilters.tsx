import { Form, Link, useSubmit } from "react-router";
import { useT } from "~/ui/useT";
import {
  activeFilterCount,
  DELIVERY_FILTERS,
  OFFER_FILTERS,
  PRICE_FILTERS,
  QUICK_FILTERS,
  RATING_FILTERS,
  SORTS,
  type ListingQuery,
} from "./listing-query";

interface ListingFiltersProps {
  query: ListingQuery;
  /** Parameters that pin the listing's place (city, lat, lng), carried through every change. */
  scopeParams: Record<string, string>;
  action: string;
}

function Option({
  type,
  name,
  value,
  checked,
  label,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
      <input type={type} name={name} value={value} defaultChecked={checked} className="sr-only" />
      {label}
    </label>
  );
}

/**
 * Sort and filters as one GET form, so every listing is a shareable URL. With JavaScript a change
 * submits at once; without it, 'Apply' does. The labels (listing-query.ts) are English ids, translated here.
 */
export function ListingFilters({ query, scopeParams, action }: ListingFiltersProps) {
  const submit = useSubmit();
  const { t } = useT("catalogue");
  const count = activeFilterCount(query);
  return (
    <Form
      method="get"
      action={action}
      className="rounded-2xl border border-gray-200 bg-white p-3"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {Object.entries(scopeParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="listing-sort" className="text-sm font-semibold">
          {t("Sort by")}
        </label>
        <select
          id="listing-sort"
          name="sort"
          defaultValue={query.sort}
          className="min-h-9 rounded-lg border border-gray-400 bg-white px-2 text-sm"
        >
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("Quick filters")}</legend>
          {Object.entries(QUICK_FILTERS).map(([value, label]) => (
            <Option
              key={value}
              type="checkbox"
              name="quick"
              value={value}
              checked={query.quick.includes(value as never)}
              label={t(label)}
            />
          ))}
        </fieldset>
      </div>
      <details className="mt-2" open={count > 0}>
        <summary className="inline-flex min-h-9 items-center text-sm font-semibold text-brand-700">
          {count > 0 ? t("More filters ({count} applied)", { count }) : t("More filters")}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("Rating")}</legend>
            <Option type="radio" name="rating" value="" checked={query.rating === null} label={t("Any")} />
            {Object.entries(RATING_FILTERS).map(([value, label]) => (
              <Option
                key={value}
                type="radio"
                name="rating"
                value={value}
                checked={query.rating === value}
                label={label}
              />
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("Cost for two")}</legend>
            {Object.entries(PRICE_FILTERS).map(([value, filter]) => (
              <Option
                key={value}
                type="checkbox"
                name="price"
                value={value}
                checked={query.price.includes(value as never)}
                label={t(filter.label)}
              />
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("Delivery time")}</legend>
            <Option type="radio" name="delivery" value="" checked={query.delivery === null} label={t("Any")} />
            {Object.entries(DELIVERY_FILTERS).map(([value, filter]) => (
              <Option
                key={value}
                type="radio"
                name="delivery"
                value={value}
                checked={query.delivery === value}
                label={t(filter.label)}
              />
            ))}
          </fieldset>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-semibold">{t("Offers")}</legend>
            {Object.entries(OFFER_FILTERS).map(([value, filter]) => (
              <Option
                key={value}
                type="checkbox"
                name="offers"
                value={value}
                checked={query.offers.includes(value as never)}
                label={t(filter.label)}
              />
            ))}
          </fieldset>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-9 py-1 text-sm">
          {t("Apply")}
        </button>
        {count > 0 || query.sort !== "relevance" ? (
          <Link to={`${action}?${new URLSearchParams(scopeParams)}`} className="btn-secondary min-h-9 py-1 text-sm">
            {t("Clear all")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
