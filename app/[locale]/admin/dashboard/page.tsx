import { getTranslations } from "next-intl/server";
import { ChevronRight, TriangleAlert } from "lucide-react";
import { ADMIN_SECTIONS } from "@/components/admin/admin-sections";
import { DepartingFlights } from "@/components/admin/dashboard/departing-flights";
import { RecentReservations } from "@/components/admin/dashboard/recent-reservations";
import { TodayFigures } from "@/components/admin/dashboard/today-figures";
import { SoonLink } from "@/components/ui/soon-link";
import { adminPageContext } from "@/lib/admin/page-context";
import { isolate } from "@/lib/format/bidi";
import type { Locale } from "@/lib/i18n/routing";
import { getAdminDashboard, type AdminDashboard } from "@/lib/provider/admin-dashboard";
import { ProviderRequestError } from "@/lib/provider/client";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("Admin"))("dashboardTitle"));

/** The figures are a convenience: an outage of the provider shows a notice, never breaks the way to the sections. */
async function loadDashboard(token: string, locale: Locale): Promise<AdminDashboard | null> {
  try {
    return await getAdminDashboard(token, locale);
  } catch (error) {
    if (error instanceof ProviderRequestError) return null;
    throw error;
  }
}

async function AdminDashboardPageBody({ params }: PageProps<"/[locale]/admin/dashboard">) {
  const { locale, token, user } = await adminPageContext(params, "/admin/dashboard");
  const [t, dashboard] = await Promise.all([getTranslations("Admin"), loadDashboard(token, locale)]);
  const name = user.name.trim();

  return (
    <main>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t("dashboardTitle")}</h1>
      <p className="mt-2 text-slate-600">{name ? t("dashboardIntro", { name: isolate(name) }) : t("dashboardIntroAnonymous")}</p>
      {dashboard ? (
        <>
          <TodayFigures today={dashboard.today} />
          <RecentReservations rows={dashboard.recentReservations} />
          <DepartingFlights rows={dashboard.departingSoon} />
        </>
      ) : (
        <p role="alert" className="mt-8 flex items-center gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden className="size-5 shrink-0" />
          {t("statsUnavailable")}
        </p>
      )}

      <h2 className="mt-12 text-lg font-bold text-slate-900">{t("quickLinks")}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_SECTIONS.filter((section) => section.key !== "dashboard").map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <SoonLink
              href={href}
              className="group flex min-h-14 items-center gap-3 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:ring-brand-300"
            >
              <Icon aria-hidden className="size-5 text-brand-600" />
              <span className="flex-1">{t(key)}</span>
              <ChevronRight
                aria-hidden
                className="size-4 text-muted transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
              />
            </SoonLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

export default adminPage(AdminDashboardPageBody);
