import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "~/ui/useT";
import { PageLinks } from "~/ui/PageLinks";

export interface ListRow {
  id: string;
  /** The record's page and its name, the row's header. */
  to: string;
  name: string;
  cells: ReactNode[];
}

/**
 * A console list of records (restaurants, users): a search form, a table whose first column links to each
 * record, and the page links. `fields` are the search form's controls; its button says Search.
 */
export function SearchList({
  title,
  titleId,
  fields,
  empty,
  caption,
  columns,
  rows,
  page,
  hasMore,
  href,
}: {
  title: string;
  titleId: string;
  fields: ReactNode;
  empty: string;
  caption: string;
  columns: string[];
  rows: ListRow[];
  page: number;
  hasMore: boolean;
  href: (page: number) => string;
}) {
  const { t } = useT("admin");
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h1 id={titleId} className="text-2xl font-bold">
        {title}
      </h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {fields}
        <button type="submit" className="btn-secondary">
          {t("Search")}
        </button>
      </Form>
      {rows.length === 0 ? <p>{empty}</p> : null}
      <TableBox label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={columns} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link
                    to={row.to}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    {row.name}
                  </Link>
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className={index < row.cells.length - 1 ? "py-2 pr-3" : "py-2"}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <PageLinks page={page} hasMore={hasMore} href={href} />
    </section>
  );
}
