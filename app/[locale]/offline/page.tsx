import type { Metadata } from "next";
import { WifiOff } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { KeptDocuments } from "@/components/offline/kept-documents";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/offline">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Offline" });
  return { title: t("metaTitle"), robots: { index: false } };
}

// What the service worker (public/sw.js) answers for a page it has not kept when the network is gone: prerendered
// for everyone (nothing private in its HTML); the list of tickets and vouchers kept on this device is read in the
// browser, from the worker's cache.
export default async function OfflinePage({ params }: PageProps<"/[locale]/offline">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations("Offline");
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <WifiOff className="size-8" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-slate-700">{t("description")}</p>
      </div>
      <section aria-labelledby="kept-documents" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="kept-documents" className="text-lg font-semibold text-slate-900">
          {t("keptTitle")}
        </h2>
        <KeptDocuments loading={t("loading")} empty={t("empty")} unsupported={t("unsupported")} />
      </section>
    </main>
  );
}
