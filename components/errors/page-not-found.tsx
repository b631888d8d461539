import { getTranslations } from "next-intl/server";
import { HouseIcon, TagIcon } from "@/components/ui/plain-icons";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { NotFoundView } from "./not-found-view";

/**
 * The site's translated 404 panel with its ways out (home, offers). `plain` leaves the pictures out: app/[locale]/
 * not-found.tsx's panel rides in the React payload of every page under the layout (Next sends each layout's not-found
 * boundary along), where each icon's path data costs every cached page's first load; the 404s visitors normally meet
 * are the proxy's /page-not-found pages, drawn in full.
 */
export async function PageNotFound({ plain = false }: { plain?: boolean }) {
  const t = await getTranslations("NotFound");
  return (
    <NotFoundView
      title={t("title")}
      description={t("description")}
      plain={plain}
      actions={
        <>
          <Link href="/" className={buttonClasses("primary", "lg", "rounded-full")}>
            {plain ? null : <HouseIcon className="size-5" />}
            {t("backHome")}
          </Link>
          <Link href="/offers" className={buttonClasses("secondary", "lg", "rounded-full")}>
            {plain ? null : <TagIcon className="size-5" />}
            {t("browseDeals")}
          </Link>
        </>
      }
    />
  );
}
