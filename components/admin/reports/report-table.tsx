// A report's table: a caption, column headers, one row header per row, in a scrolling region named like it (the
// admin lists' frame, components/admin/admin-table.tsx, without sorting or pages).
import type { ReactNode } from "react";

export type ReportColumn = { key: string; label: string; numeric?: boolean };
export type ReportRow = { key: string; cells: ReactNode[]; total?: boolean };

export function ReportTable({ caption, columns, rows, empty }: { caption: string; columns: ReportColumn[]; rows: ReportRow[]; empty: string }) {
  const align = (column: ReportColumn | undefined) => (column?.numeric ? "text-end tabular-nums" : "text-start");
  return (
    <div tabIndex={0} role="region" aria-label={caption} className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-4 py-3 font-semibold ${align(column)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className={row.total ? "bg-slate-50 font-semibold" : undefined}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={columns[index]?.key} scope="row" className={`px-4 py-3 font-semibold text-slate-900 ${align(columns[index])}`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={columns[index]?.key} className={`px-4 py-3 text-slate-700 ${align(columns[index])}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
