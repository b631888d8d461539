import { getFormatter, getTranslations } from "next-intl/server";
import { clockDateTime } from "@/lib/format/clock";
import type { AdminDashboard } from "@/lib/provider/admin-dashboard";
import { Latin } from "@/components/ui/latin";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";

const STATUS_TONE = {
  confirmed: "bg-emerald-50 text-emerald-800",
  pending: "bg-amber-50 text-amber-900",
  cancelled: "bg-slate-100 text-slate-600",
  expired: "bg-slate-100 text-slate-600",
} as const satisfies Record<AdminDashboard["recentReservations"][number]["status"], string>;

export async function RecentReservations({ rows }: { rows: AdminDashboard["recentReservations"] }) {
  const [t, tr, format] = await Promise.all([getTranslations("Admin"), getTranslations("Reservations"), getFormatter()]);
  return (
    <section aria-labelledby="recent-title" className="mt-10">
      <h2 id="recent-title" className="text-lg font-bold text-slate-900">
        {t("recentTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("recentEmpty")}</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div tabIndex={0} role="region" aria-labelledby="recent-title" className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t("recentTitle")}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {(["reference", "booking", "customer", "total", "status", "made"] as const).map((key) => (
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
                    <Link href={pagePath("/admin/dashboard/bookings/[id]", { id: row.id })} className="text-brand-800 hover:underline">
                      <Latin>{row.reference}</Latin>
                    </Link>
                  </th>
                  <td className="px-4 py-3">
                    <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">{t(`kinds.${row.kind}`)}</span>
                    {row.kind === "flight" ? <Latin>{row.title}</Latin> : <bdi>{row.title}</bdi>}
                  </td>
                  <td className="px-4 py-3">
                    <bdi>{row.customer}</bdi>
                  </td>
                  <td className="px-4 py-3 tabular-nums">{format.number(row.total / 100, { style: "currency", currency: "SAR" })}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[row.status]}`}>{tr(`status.${row.status}`)}</span>
                    {row.paymentStatus === "refunded" ? <span className="ms-1 text-xs text-slate-600">{tr("paymentStatus.refunded")}</span> : null}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{clockDateTime(format, row.createdAt, "Asia/Riyadh")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
