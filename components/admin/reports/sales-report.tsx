// Bookings and revenue over the range: each kind's totals, the chart of net revenue per day, and the same figures per
// day and kind in the table the chart stands for.
import { getFormatter, getTranslations } from "next-intl/server";
import type { SalesFigures, SalesReport } from "@/provider/contracts/admin-reports";
import { BOOKING_KINDS } from "@/provider/contracts/booking-core";
import { addDays } from "@/provider/contracts/flight-rules";
import type { Locale } from "@/lib/i18n/routing";
import { formatSar, halalasToRiyals } from "@/lib/reports/figures";
import { ReportTable, type ReportColumn } from "./report-table";
import { SalesChart, type ChartDay } from "./sales-chart";

export async function SalesReportSection({ report, locale }: { report: SalesReport; locale: Locale }) {
  const [t, tb, ta, tt, format] = await Promise.all([
    getTranslations("AdminReports"),
    getTranslations("AdminBookings"),
    getTranslations("Admin"),
    getTranslations("Admin.todayStats"),
    getFormatter(),
  ]);
  const day = (iso: string, style: "medium" | "short" = "medium") =>
    format.dateTime(
      new Date(`${iso}T00:00:00Z`),
      style === "medium" ? { dateStyle: "medium", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" },
    );
  const figureColumns: ReportColumn[] = [
    { key: "bookings", label: tt("bookings"), numeric: true },
    { key: "cancellations", label: t("cancellations"), numeric: true },
    { key: "gross", label: t("gross"), numeric: true },
    { key: "refunds", label: t("refunds"), numeric: true },
    { key: "net", label: t("net"), numeric: true },
  ];
  const figures = (f: SalesFigures) => [
    format.number(f.bookings),
    format.number(f.cancellations),
    formatSar(locale, f.gross),
    formatSar(locale, f.refunds),
    formatSar(locale, f.net),
  ];

  // Every day of the range on the chart, a day without sales at zero.
  const net = new Map(report.days.map((row) => [`${row.day}/${row.kind}`, Number(halalasToRiyals(row.net))]));
  const chart: ChartDay[] = [];
  for (let d = report.from; d <= report.to; d = addDays(d, 1)) {
    const entry: ChartDay = { day: d, label: day(d, "short") };
    for (const kind of BOOKING_KINDS) entry[kind] = net.get(`${d}/${kind}`) ?? 0;
    chart.push(entry);
  }

  return (
    <section aria-labelledby="sales-title" className="mt-10">
      <h2 id="sales-title" className="text-lg font-bold text-slate-900">
        {t("salesTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("salesIntro")}</p>
      <ReportTable
        caption={t("byKindCaption")}
        empty={t("noSales")}
        columns={[{ key: "kind", label: tb("kind") }, ...figureColumns]}
        rows={[
          ...report.kinds.map((row) => ({ key: row.kind, cells: [ta(`kinds.${row.kind}`), ...figures(row)] })),
          { key: "total", total: true, cells: [`${t("total")} · ${tb("anyKind")}`, ...figures(report.total)] },
        ]}
      />
      <figure aria-labelledby="sales-chart-title" className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
        <figcaption>
          <span id="sales-chart-title" className="font-semibold text-slate-900">
            {t("chartTitle")}
          </span>
          <span className="ms-2 text-sm text-muted">{t("chartNote")}</span>
        </figcaption>
        <SalesChart days={chart} kinds={BOOKING_KINDS.map((kind) => ({ kind, name: ta(`kinds.${kind}`) }))} locale={locale} rtl={locale === "ar"} />
      </figure>
      <ReportTable
        caption={t("byDayCaption")}
        empty={t("noSales")}
        columns={[{ key: "day", label: t("day") }, { key: "kind", label: tb("kind") }, ...figureColumns]}
        rows={report.days.map((row) => ({ key: `${row.day}/${row.kind}`, cells: [day(row.day), ta(`kinds.${row.kind}`), ...figures(row)] }))}
      />
    </section>
  );
}
