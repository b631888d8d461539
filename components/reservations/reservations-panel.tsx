"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { TicketsPlane } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { reservationsQuery } from "@/lib/api/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { EmptyState } from "@/components/account/account-page-shell";
import { ListPlaceholder, LoadFailed, QueryBoundary } from "@/components/ui/query-boundary";
import { ReservationsList } from "./reservations-list";

/** The reservations as they stream in (prefetched by the page), with the empty and failed states. */
export function ReservationsPanel({ now }: { now: number }) {
  const t = useTranslations("Reservations");
  return (
    <QueryBoundary fallback={<ListPlaceholder />} error={(retry) => <LoadFailed title={t("loadFailed")} retryLabel={t("retry")} retry={retry} />}>
      <LoadedReservations now={now} />
    </QueryBoundary>
  );
}

function LoadedReservations({ now }: { now: number }) {
  const t = useTranslations("Reservations");
  const { data: reservations } = useSuspenseQuery(reservationsQuery(useLocale() as Locale));
  if (reservations.length > 0) return <ReservationsList reservations={reservations} now={now} />;
  return <EmptyState icon={<TicketsPlane aria-hidden className="size-8" />} title={t("emptyTitle")} body={t("emptyBody")} actionLabel={t("searchFlights")} />;
}
