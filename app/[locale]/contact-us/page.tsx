import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ContactForm } from "@/components/support/contact-form";
import { SupportContacts } from "@/components/support/support-contacts";
import { SupportHeader } from "@/components/support/support-header";

// Per request and blocking (the support contacts are the running server's configuration): components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/contact-us">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Support" });
  return { title: t("contactTitle"), description: t("contactSubtitle") };
}

async function ContactPageBody({ params }: PageProps<"/[locale]/contact-us">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Support");
  return (
    <main className="flex-1">
      <SupportHeader id="contact-title" title={t("contactTitle")} subtitle={t("contactSubtitle")} />
      <div className="relative z-10 mx-auto -mt-8 mb-16 grid w-full max-w-5xl gap-6 px-4 sm:px-6 lg:grid-cols-3">
        <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-100 sm:p-8 lg:col-span-2">
          <ContactForm />
        </div>
        <aside aria-labelledby="other-ways" className="flex h-fit flex-col gap-4 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h2 id="other-ways" className="text-base font-bold text-slate-900">
            {t("otherWays")}
          </h2>
          <SupportContacts />
        </aside>
      </div>
    </main>
  );
}

export default function ContactUsPage(props: PageProps<"/[locale]/contact-us">) {
  return (
    <DynamicPage params={props.params} namespaces={["Support", "Validation", "Errors"]}>
      <ContactPageBody {...props} />
    </DynamicPage>
  );
}
