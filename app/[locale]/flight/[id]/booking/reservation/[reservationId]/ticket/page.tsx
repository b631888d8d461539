import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChevronLeft, CreditCard, FileWarning } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import type { Locale } from "@/lib/i18n/routing";
import { getTicket } from "@/lib/provider/reservations";
import { taxiLinkForTicket } from "@/lib/provider/taxis";
import { ETicket } from "@/components/ticket/e-ticket";
import { PrintButton } from "@/components/ticket/print-button";
import { TICKET_PRINT_CSS } from "@/components/ticket/print-css";
import { TaxiFromAirport } from "@/components/ticket/taxi-from-airport";
import { TicketProblem } from "@/components/ticket/ticket-problem";
import { buttonClasses } from "@/components/ui/button";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

type Params = { params: Promise<{ locale: string; id: string; reservationId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Ticket" });
  return { title: t("title"), robots: { index: false } };
}

async function TicketPageBody({ params }: Params) {
  const { locale: raw, id, reservationId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const reservationPath: PagePath = `/flight/${id}/booking/reservation/${reservationId}`;
  await requireUser(locale, `${reservationPath}/ticket`);
  const [result, t, meta] = await Promise.all([getTicket(reservationId, locale), getTranslations("Ticket"), getTranslations("Metadata")]);
  if (result.kind === "notFound") notFound();

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <style>{TICKET_PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link href="/all-reservations" className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("back")}
        </Link>
        {result.kind === "ticket" ? <PrintButton label={t("print")} /> : null}
      </div>
      {result.kind === "ticket" ? <ETicket ticket={result.ticket} brand={meta("brand")} /> : null}
      {result.kind === "ticket" &&
      result.ticket.status === "confirmed" &&
      !result.ticket.flight.cancelled &&
      Date.parse(result.ticket.flight.arrivalAt) > Date.now() ? (
        <TaxiFromAirport href={taxiLinkForTicket(result.ticket)} airport={result.ticket.flight.to.city} />
      ) : null}
      {result.kind === "unavailable" ? (
        <TicketProblem icon={<CreditCard aria-hidden className="size-8" />} title={t("unavailableTitle")} body={t("unavailableBody")}>
          <Link href={reservationPath} className={buttonClasses("primary", "md")}>
            {t("payLink")}
          </Link>
        </TicketProblem>
      ) : null}
      {result.kind === "error" ? (
        <TicketProblem icon={<FileWarning aria-hidden className="size-8" />} title={t("loadFailed")} tone="error">
          <Link href={`/flight/${id}/booking/reservation/${reservationId}/ticket`} className={buttonClasses("outline", "md")}>
            {t("retry")}
          </Link>
        </TicketProblem>
      ) : null}
    </main>
  );
}

export default function TicketPage(props: Params) {
  return (
    <DynamicPage params={props.params}>
      <TicketPageBody {...props} />
    </DynamicPage>
  );
}
