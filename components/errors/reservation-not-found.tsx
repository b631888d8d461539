import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/errors/not-found-view";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** Unknown ids and other people's reservations alike (the provider answers 404 for both). */
export async function ReservationNotFound() {
  const t = await getTranslations("Reservations");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      description={t("notFoundBody")}
      actions={
        <Link href="/all-reservations" className={buttonClasses("primary", "lg", "rounded-full")}>
          {t("backToReservations")}
        </Link>
      }
    />
  );
}
