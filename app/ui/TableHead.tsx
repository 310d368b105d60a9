/**
 * A data table's column headings (`scope="col"`); the last column is the table's edge. Numbers read
 * best right-aligned: `lastAlign="right"` for a total.
 */
export function TableHead({ columns, lastAlign = "left" }: { columns: string[]; lastAlign?: "left" | "right" }) {
  return (
    <thead>
      <tr className="border-b border-gray-200">
        {columns.map((column, index) => {
          const last = index === columns.length - 1;
          const place = last ? (lastAlign === "right" ? "py-2 text-right" : "py-2") : "py-2 pr-3";
          return (
            <th key={column} scope="col" className={place}>
              {column}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
