import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { House, Tag } from "lucide-react";
import { NotFoundView } from "@/components/errors/not-found-view";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function LocaleNotFound() {
  const t = await getTranslations("NotFound");
  return (
    <NotFoundView
      title={t("title")}
      description={t("description")}
      actions={
        <>
          <Link href="/" className={buttonClasses("primary", "lg", "rounded-full")}>
            <House aria-hidden className="size-5" />
            {t("backHome")}
          </Link>
          <Link href="/offers" className={buttonClasses("secondary", "lg", "rounded-full")}>
            <Tag aria-hidden className="size-5" />
            {t("browseDeals")}
          </Link>
        </>
      }
    />
  );
}
