import { getTranslations } from "next-intl/server";
import { BadgePercent, Car, Headphones, Hotel, House, Plane, ShieldCheck } from "lucide-react";
import { SoonLink } from "@/components/ui/soon-link";
import type { Href } from "@/lib/i18n/typed-routes";

// Each category leads to its search (a null href would show "Soon").
const CATEGORIES: readonly { key: "flights" | "hotels" | "chalets" | "cars"; icon: typeof Plane; href: Href | null; tone: string }[] = [
  { key: "flights", icon: Plane, href: "/", tone: "from-brand-500 to-brand-700" },
  { key: "hotels", icon: Hotel, href: "/search?category=hotel", tone: "from-sand-400 to-sand-500" },
  { key: "chalets", icon: House, href: "/search?category=chalet", tone: "from-sky-500 to-sky-700" },
  { key: "cars", icon: Car, href: "/search/airport-taxi", tone: "from-rose-400 to-rose-600" },
];

const FEATURES = [
  { key: "price", icon: BadgePercent },
  { key: "secure", icon: ShieldCheck },
  { key: "support", icon: Headphones },
] as const;

/** Below the hero: the four kinds of booking, popular destinations, then why to book here. */
export async function HomeHighlights({ destinations }: { destinations: React.ReactNode }) {
  const t = await getTranslations("Home");
  return (
    <>
      <section aria-labelledby="home-categories" className="relative z-10 mx-auto -mt-14 w-full max-w-7xl px-4 sm:-mt-20 sm:px-6">
        <h2 id="home-categories" className="sr-only">
          {t("categoriesTitle")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {CATEGORIES.map(({ key, icon: Icon, href, tone }) => (
            <li key={key}>
              <SoonLink
                href={href}
                className="group flex h-full flex-col rounded-3xl bg-white p-4 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200/70 transition hover:-translate-y-1 hover:shadow-2xl sm:p-6"
              >
                <span aria-hidden className={`grid size-11 place-items-center rounded-2xl bg-gradient-to-br text-white shadow-md sm:size-12 ${tone}`}>
                  <Icon className="size-5 sm:size-6" />
                </span>
                <span className="mt-4 text-base font-bold text-slate-900 sm:text-lg">{t(`categories.${key}`)}</span>
                <span className="mt-1 text-sm leading-6 text-muted">{t(`categories.${key}Text`)}</span>
              </SoonLink>
            </li>
          ))}
        </ul>
      </section>

      {destinations}

      <section aria-labelledby="home-features" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h2 id="home-features" className="text-center text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {t("featuresTitle")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-3xl bg-white/70 p-6 ring-1 ring-sand-200 sm:p-8">
              <Icon aria-hidden className="size-8 text-sand-500" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(`features.${key}Title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`features.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
