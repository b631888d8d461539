import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminDashboard } from "@/lib/provider/admin-dashboard";
import { clockDateTime } from "@/lib/format/clock";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { Latin } from "@/components/ui/latin";

/** Load as a bar and in words: amber from 85 %, the point where an admin starts watching overbooking and prices. */
export async function DepartingFlights({ rows }: { rows: AdminDashboard["departingSoon"] }) {
  const [t, format] = await Promise.all([getTranslations("Admin"), getFormatter()]);
  return (
    <section aria-labelledby="departing-title" className="mt-10">
      <h2 id="departing-title" className="text-lg font-bold text-slate-900">
        {t("departingTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("departingEmpty")}</p>
      ) : (
        <div className="mt-4 max-h-[28rem] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t("departingTitle")}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {(["flight", "route", "departure", "load"] as const).map((key) => (
                  <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-3 text-start font-semibold">
                    <Link href={pagePath("/admin/dashboard/flight/edit/[id]", { id: row.id })} className="text-brand-800 hover:underline">
                      <Latin>{row.flightNumber}</Latin>
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <Latin>{`${row.from} → ${row.to}`}</Latin>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    {clockDateTime(format, row.departureAt, row.timezone, { weekday: "short", day: "numeric", month: "short" })}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <span aria-hidden className="h-2 w-24 overflow-hidden rounded-full bg-slate-100">
                        <span
                          className={`block h-full rounded-full ${row.loadPercent >= 85 ? "bg-amber-500" : "bg-brand-600"}`}
                          style={{ width: `${Math.min(100, row.loadPercent)}%` }}
                        />
                      </span>
                      <span className="tabular-nums text-slate-700">
                        {t("loadPercent", { percent: row.loadPercent })}
                        <span className="block text-xs text-muted">{t("loadValue", { sold: row.seatsSold, capacity: row.capacity })}</span>
                      </span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
