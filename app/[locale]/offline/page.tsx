import type { Metadata } from "next";
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
          {/* lucide's wifi-off drawn as plain SVG: its React component would be client code on a static page. */}
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-8">
            <path d="M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20" />
          </svg>
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
