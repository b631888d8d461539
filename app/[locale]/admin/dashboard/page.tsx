import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { CalendarCheck, ChevronRight, Plane, Tag, TriangleAlert, Users } from "lucide-react";
import { ADMIN_SECTIONS } from "@/components/admin/admin-sections";
import { SoonLink } from "@/components/ui/soon-link";
import { StatCard } from "@/components/admin/stat-card";
import { requireAdmin } from "@/lib/auth/guard";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { getAdminStats, type AdminStats } from "@/lib/provider/content";
import { ProviderRequestError } from "@/lib/provider/client";
import { isolate } from "@/lib/format/bidi";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Admin"))("dashboardTitle"), robots: { index: false } };
}

const CARDS = [
  { key: "users", icon: Users, tone: "bg-brand-50 text-brand-700" },
  { key: "reservations", icon: CalendarCheck, tone: "bg-sand-100 text-sand-500" },
  { key: "flights", icon: Plane, tone: "bg-sky-50 text-sky-700" },
  { key: "offers", icon: Tag, tone: "bg-rose-50 text-rose-600" },
] as const;

async function loadStats(token: string | null, locale: Locale): Promise<AdminStats | null> {
  if (!token) return null;
  try {
    return await getAdminStats(token, locale);
  } catch (error) {
    if (error instanceof ProviderRequestError) return null;
    throw error;
  }
}

async function AdminDashboardPageBody({ params }: PageProps<"/[locale]/admin/dashboard">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireAdmin(locale, "/admin/dashboard");
  const [t, format, stats] = await Promise.all([getTranslations("Admin"), getFormatter(), getProviderToken().then((token) => loadStats(token, locale))]);

  return (
    <main>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t("dashboardTitle")}</h1>
      <p className="mt-2 text-slate-600">{user.name.trim() ? t("dashboardIntro", { name: isolate(user.name) }) : t("dashboardIntroAnonymous")}</p>
      {stats ? (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {CARDS.map((card) => (
            <li key={card.key}>
              <StatCard
                label={t(`stats.${card.key}`)}
                hint={t(`statsHint.${card.key}`)}
                value={format.number(stats[card.key])}
                icon={card.icon}
                tone={card.tone}
              />
            </li>
          ))}
        </ul>
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
              <ChevronRight aria-hidden className="size-4 text-muted transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
            </SoonLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

export default function AdminDashboardPage(props: PageProps<"/[locale]/admin/dashboard">) {
  return (
    <DynamicPage params={props.params}>
      <AdminDashboardPageBody {...props} />
    </DynamicPage>
  );
}
