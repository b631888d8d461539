import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/errors/not-found-view";
import { buttonClasses } from "@/components/ui/button-classes";
import { Link } from "@/lib/i18n/navigation";

/** An unknown or malformed offer id ("offer not found"), answered with a 404. */
export async function OfferNotFound() {
  const t = await getTranslations("Offers");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      description={t("notFoundDescription")}
      actions={
        <Link href="/offers" className={buttonClasses("primary", "lg", "rounded-full")}>
          {t("browseOffers")}
        </Link>
      }
    />
  );
}
