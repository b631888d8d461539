// The range's reports as CSV files (app/api/reports/[report]/route.ts), headed in the page's language.
import { getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import type { ReportRange } from "@/provider/contracts/admin-reports";
import { reportCsvHref } from "@/lib/api/admin-reports";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";

export async function ReportDownloads({ range, locale }: { range: ReportRange; locale: Locale }) {
  const t = await getTranslations("AdminReports");
  return (
    <nav aria-label={t("downloads")} className="mt-4 flex flex-wrap items-center gap-2">
      <a href={reportCsvHref("sales", range, locale)} download className={buttonClasses("ghost", "md")}>
        <Download aria-hidden className="size-4" />
        {t("downloadSales")}
      </a>
      <a href={reportCsvHref("occupancy", range, locale)} download className={buttonClasses("ghost", "md")}>
        <Download aria-hidden className="size-4" />
        {t("downloadOccupancy")}
      </a>
    </nav>
  );
}
