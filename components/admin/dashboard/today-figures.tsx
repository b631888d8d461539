import { getFormatter, getTranslations } from "next-intl/server";
import { Armchair, CalendarCheck, UserPlus, Wallet } from "lucide-react";
import type { AdminDashboard } from "@/lib/provider/admin-dashboard";
import { StatCard } from "../stat-card";

const CARDS = [
  { key: "bookings", icon: CalendarCheck, tone: "bg-sand-100 text-sand-500" },
  { key: "revenue", icon: Wallet, tone: "bg-emerald-50 text-emerald-700" },
  { key: "seatsSold", icon: Armchair, tone: "bg-sky-50 text-sky-700" },
  { key: "newUsers", icon: UserPlus, tone: "bg-brand-50 text-brand-700" },
] as const;

export async function TodayFigures({ today }: { today: AdminDashboard["today"] }) {
  const [t, format] = await Promise.all([getTranslations("Admin"), getFormatter()]);
  const value = (key: (typeof CARDS)[number]["key"]) =>
    key === "revenue" ? format.number(today.revenue / 100, { style: "currency", currency: "SAR", maximumFractionDigits: 0 }) : format.number(today[key]);
  return (
    <section aria-labelledby="today-title" className="mt-8">
      <h2 id="today-title" className="text-lg font-bold text-slate-900">
        {t("today")}
      </h2>
      <p className="text-sm text-muted">{t("todayIntro")}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key}>
            <StatCard label={t(`todayStats.${card.key}`)} hint={t(`todayHints.${card.key}`)} value={value(card.key)} icon={card.icon} tone={card.tone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
