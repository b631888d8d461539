import { setRequestLocale } from "next-intl/server";
import { Hero } from "@/components/home/hero";
import { HomeHighlights } from "@/components/home/home-highlights";
import type { Locale } from "@/lib/i18n/routing";

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <main className="flex-1">
      <Hero />
      <HomeHighlights />
    </main>
  );
}
