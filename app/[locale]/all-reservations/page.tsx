import type { Metadata } from "next";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/routing";
import { getQueryClient } from "@/lib/query/client";
import { prefetchReservations } from "@/lib/query/prefetch";
import { AccountPageShell } from "@/components/account/account-page-shell";
import { ReservationsPanel } from "@/components/reservations/reservations-panel";
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
  const queryClient = getQueryClient();
  prefetchReservations(queryClient, locale);
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ReservationsPanel now={Date.now()} />
      </HydrationBoundary>
    </AccountPageShell>
  );
}

export default function AllReservationsPage(props: PageProps<"/[locale]/all-reservations">) {
  return (
    <DynamicPage params={props.params} namespaces={["OfferBooking", "Payment", "Reservations", "StayReservations", "Terms", "Ticket"]}>
      <AllReservationsPageBody {...props} />
    </DynamicPage>
  );
}
