import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";

/** The help and contact pages' heading band, as the footer pages have it. */
export async function SupportHeader({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  const t = await getTranslations("Pages");
  return (
    <header className="surface-dark bg-gradient-to-b from-brand-800 to-brand-700 text-white">
      <div className="mx-auto w-full max-w-3xl px-4 pb-14 pt-10 sm:px-6 sm:pb-16 sm:pt-14">
        <Breadcrumbs label={t("breadcrumb")} trail={[{ label: t("home"), href: "/" }]} current={title} />
        <h1 id={id} className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 max-w-xl text-brand-100/90">{subtitle}</p>
      </div>
    </header>
  );
}
