import { getFormatter, getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { adminPage, adminTitle } from "@/components/admin/admin-page";
import { OccupancyReportSection } from "@/components/admin/reports/occupancy-report";
import { ReportDownloads } from "@/components/admin/reports/report-downloads";
import { ReportRangeForm } from "@/components/admin/reports/report-range-form";
import { SalesReportSection } from "@/components/admin/reports/sales-report";
import { reportDays } from "@/provider/contracts/admin-reports";
import { adminPageContext } from "@/lib/admin/page-context";
import { reportRangeState } from "@/lib/admin/reports";
import { getOccupancyReport, getSalesReport } from "@/lib/provider/admin-reports";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminReports"))("title"));

async function ReportsPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/reports">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/reports");
  const state = reportRangeState(await searchParams);
  const [t, format] = await Promise.all([getTranslations("AdminReports"), getFormatter()]);
  const reports = state.ok ? await Promise.all([getSalesReport(token, locale, state.range), getOccupancyReport(token, locale, state.range)]) : null;
  const day = (iso: string) => format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <ReportRangeForm locale={locale} state={state} />
      {state.ok && reports ? (
        <>
          <p className="mt-4 font-semibold text-slate-800" aria-live="polite">
            {t("rangeSummary", { from: day(state.range.from), to: day(state.range.to), days: reportDays(state.range.from, state.range.to) })}
          </p>
          <ReportDownloads range={state.range} locale={locale} />
          <SalesReportSection report={reports[0]} locale={locale} />
          <OccupancyReportSection report={reports[1]} />
        </>
      ) : (
        <p className="mt-4 text-slate-700">{t("fixRange")}</p>
      )}
    </main>
  );
}

export default adminPage(ReportsPageBody);
