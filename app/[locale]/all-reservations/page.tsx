import type { Metadata } from "next";
import { TicketsPlane } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { listReservations, type ReservationView } from "@/lib/provider/reservations";
import { AccountPageShell, EmptyState } from "@/components/account/account-page-shell";
import { ReservationsList } from "@/components/reservations/reservations-list";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/all-reservations">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Reservations" });
  return { title: t("title"), robots: { index: false } };
}

async function AllReservationsPageBody({ params }: PageProps<"/[locale]/all-reservations">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [, t] = await Promise.all([requireUser(locale, "/all-reservations"), getTranslations("Reservations")]);
  let reservations: ReservationView[] | null = null;
  try {
    reservations = await listReservations(locale);
  } catch (error) {
    console.error("reservations list failed", error);
  }
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      {reservations === null ? (
        <Alert variant="error" title={t("loadFailed")}>
          <Link href="/all-reservations" className={buttonClasses("outline", "sm", "mt-2")}>
            {t("retry")}
          </Link>
        </Alert>
      ) : reservations.length === 0 ? (
        <EmptyState
          icon={<TicketsPlane aria-hidden className="size-8" />}
          title={t("emptyTitle")}
          body={t("emptyBody")}
          actionLabel={t("searchFlights")}
        />
      ) : (
        <ReservationsList reservations={reservations} now={Date.now()} />
      )}
    </AccountPageShell>
  );
}

export default function AllReservationsPage(props: PageProps<"/[locale]/all-reservations">) {
  return (
    <DynamicPage params={props.params}>
      <AllReservationsPageBody {...props} />
    </DynamicPage>
  );
}
