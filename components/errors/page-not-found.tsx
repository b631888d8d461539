import { getTranslations } from "next-intl/server";
import { HouseIcon, TagIcon } from "@/components/ui/plain-icons";
import { buttonClasses } from "@/components/ui/button";
import { SoonLink } from "@/components/ui/soon-link";
import { Link } from "@/lib/i18n/navigation";
import { NotFoundView } from "./not-found-view";

/** The site's translated 404 panel with its way out, for app/not-found.tsx and app/[locale]/not-found.tsx. */
export async function PageNotFound() {
  const t = await getTranslations("NotFound");
  return (
    <NotFoundView
      title={t("title")}
      description={t("description")}
      actions={
        <>
          <Link href="/" className={buttonClasses("primary", "lg", "rounded-full")}>
            <HouseIcon className="size-5" />
            {t("backHome")}
          </Link>
          <SoonLink href="/offers" className={buttonClasses("secondary", "lg", "rounded-full")}>
            <TagIcon className="size-5" />
            {t("browseDeals")}
          </SoonLink>
        </>
      }
    />
  );
}
