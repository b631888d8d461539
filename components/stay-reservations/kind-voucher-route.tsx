// The body of the hotel, chalet and taxi voucher routes: guard, read the voucher (confirmed and paid only), print.
import { notFound } from "next/navigation";
import { ChevronLeft, CreditCard, FileWarning } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getKindVoucher, type KindBookingKind } from "@/lib/provider/stay-reservations";
import { PrintButton } from "@/components/ticket/print-button";
import { TICKET_PRINT_CSS } from "@/components/ticket/print-css";
import { TicketProblem } from "@/components/ticket/ticket-problem";
import { buttonClasses } from "@/components/ui/button";
import { KindVoucher } from "./kind-voucher";
import { stayReservationPath, type KindReservationPath } from "./kind-routes";

type Props = {
  kind: KindBookingKind;
  locale: Locale;
  reservationId: string;
  /** The reservation page as addressed (its property id checked against the voucher's). */
  reservationPath: KindReservationPath;
  propertyId?: string;
};

export async function KindVoucherRoute({ kind, locale, reservationId, reservationPath, propertyId }: Props) {
  setRequestLocale(locale);
  const voucherPath = `${reservationPath}/voucher` as const;
  await requireUser(locale, voucherPath);
  const [result, t, tt, meta] = await Promise.all([
    getKindVoucher(kind, reservationId, locale),
    getTranslations("StayReservations"),
    getTranslations("Ticket"),
    getTranslations("Metadata"),
  ]);
  if (result.kind === "notFound") notFound();
  if (result.kind === "voucher" && result.voucher.kind !== "taxi" && propertyId !== undefined && String(result.voucher.stay.propertyId) !== propertyId) {
    const own = stayReservationPath(result.voucher.kind, result.voucher.stay.propertyId, result.voucher.id);
    redirect({ href: `${own}/voucher`, locale });
  }

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <style>{TICKET_PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <Link href={reservationPath} className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t(`title.${kind}`)}
        </Link>
        {result.kind === "voucher" ? <PrintButton label={t("voucherPrint")} /> : null}
      </div>
      {result.kind === "voucher" ? <KindVoucher voucher={result.voucher} brand={meta("brand")} /> : null}
      {result.kind === "unavailable" ? (
        <TicketProblem icon={<CreditCard aria-hidden className="size-8" />} title={t("voucherUnavailableTitle")} body={t("voucherUnavailableBody")}>
          <Link href={reservationPath} className={buttonClasses("primary", "md")}>
            {tt("payLink")}
          </Link>
        </TicketProblem>
      ) : null}
      {result.kind === "error" ? (
        <TicketProblem icon={<FileWarning aria-hidden className="size-8" />} title={t("voucherLoadFailed")} tone="error">
          <Link href={voucherPath} className={buttonClasses("outline", "md")}>
            {tt("retry")}
          </Link>
        </TicketProblem>
      ) : null}
    </main>
  );
}
