import { getTranslations } from "next-intl/server";
import { Search } from "lucide-react";
import { NotFoundView } from "@/components/errors/not-found-view";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** An unknown or malformed hotel or chalet id, answered with a 404. */
export async function StayNotFound() {
  const t = await getTranslations("StayDetails");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      description={t("notFoundBody")}
      actions={
        <Link href="/" className={buttonClasses("primary", "lg", "rounded-full")}>
          <Search aria-hidden className="size-5" />
          {t("searchHotels")}
        </Link>
      }
    />
  );
}
