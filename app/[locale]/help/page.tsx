import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button-classes";
import { SupportHeader } from "@/components/support/support-header";

/** The questions, in the order they are asked most. */
const FAQ = ["cancel", "refund", "changeName", "baggage", "hold", "currency"] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/help">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Support" });
  return { title: t("helpTitle"), description: t("helpSubtitle") };
}

/** The questions travellers ask most, answered for this product's rules (docs/product.md, "Help and contact"). */
export default async function HelpPage({ params }: PageProps<"/[locale]/help">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Support");
  return (
    <main className="flex-1">
      <SupportHeader id="help-title" title={t("helpTitle")} subtitle={t("helpSubtitle")} />
      <div className="relative z-10 mx-auto -mt-8 mb-16 flex w-full max-w-3xl flex-col gap-6 px-4 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-100 sm:p-10">
          {FAQ.map((key) => (
            <section key={key} aria-labelledby={`faq-${key}`} className="border-b border-slate-100 py-5 first:pt-0 last:border-0 last:pb-0">
              <h2 id={`faq-${key}`} className="text-lg font-bold text-slate-900">
                {t(`faq.${key}.q`)}
              </h2>
              <p className="mt-2 leading-7 text-slate-700">{t(`faq.${key}.a`)}</p>
            </section>
          ))}
        </div>
        <aside
          aria-labelledby="still-need-help"
          className="flex flex-col gap-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <h2 id="still-need-help" className="text-lg font-bold text-slate-900">
            {t("stillNeedHelp")}
          </h2>
          <Link href="/contact-us" className={buttonClasses("primary", "lg")}>
            {t("writeToUs")}
          </Link>
        </aside>
      </div>
    </main>
  );
}
