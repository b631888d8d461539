// How full each hotel and chalet was over the range: room-nights sold to confirmed bookings against rooms × nights.
import { getFormatter, getTranslations } from "next-intl/server";
import type { OccupancyReport } from "@/provider/contracts/admin-reports";
import { occupancyRate } from "@/lib/reports/figures";
import { ReportTable } from "./report-table";

export async function OccupancyReportSection({ report }: { report: OccupancyReport }) {
  const [t, tb, ta, format] = await Promise.all([getTranslations("AdminReports"), getTranslations("AdminBookings"), getTranslations("Admin"), getFormatter()]);
  const rate = (booked: number, available: number) => {
    const value = occupancyRate(booked, available);
    return value === null ? "—" : format.number(value, { style: "percent", maximumFractionDigits: 1 });
  };
  return (
    <section aria-labelledby="occupancy-title" className="mt-10">
      <h2 id="occupancy-title" className="text-lg font-bold text-slate-900">
        {t("occupancyTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("occupancyIntro")}</p>
      <ReportTable
        caption={t("occupancyCaption")}
        empty={t("noStays")}
        columns={[
          { key: "stay", label: t("stay") },
          { key: "kind", label: tb("kind") },
          { key: "city", label: t("city") },
          { key: "units", label: t("units"), numeric: true },
          { key: "available", label: t("available"), numeric: true },
          { key: "booked", label: t("booked"), numeric: true },
          { key: "rate", label: t("rate"), numeric: true },
        ]}
        rows={report.stays.map((s) => ({
          key: `${s.kind}/${s.id}`,
          cells: [
            <bdi key="name">{s.name}</bdi>,
            ta(`kinds.${s.kind}`),
            s.city,
            format.number(s.units),
            format.number(s.available),
            format.number(s.booked),
            rate(s.booked, s.available),
          ],
        }))}
      />
    </section>
  );
}
