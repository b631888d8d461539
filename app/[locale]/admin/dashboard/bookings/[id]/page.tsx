import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { BookingService } from "@/components/admin/bookings/booking-service";
import { BookingAccount, BookingAmounts, BookingHistory, BookingMails, BookingPayments, BookingTravellers } from "@/components/admin/bookings/booking-sections";
import { CancelBookingForm } from "@/components/admin/bookings/cancel-booking-form";
import { ResendMailButton } from "@/components/admin/bookings/resend-mail-button";
import { StatusBadges } from "@/components/reservations/status-badges";
import { adminPageContext } from "@/lib/admin/page-context";
import { Link } from "@/lib/i18n/navigation";
import { getAdminReservation } from "@/lib/provider/admin-reservations";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminBookings"))("title"));

async function BookingPageBody({ params }: PageProps<"/[locale]/admin/dashboard/bookings/[id]">) {
  const id = (await params).id;
  const { locale, token } = await adminPageContext(params, `/admin/dashboard/bookings/${id}`);
  const detail = await getAdminReservation(token, locale, id);
  if (!detail) notFound();
  const [t, tr] = await Promise.all([getTranslations("AdminBookings"), getTranslations("Reservations")]);
  const { summary } = detail;
  return (
    <main>
      <AdminPageHeader title={t("detailTitle", { reference: summary.reference })} back={{ href: "/admin/dashboard/bookings", label: t("backToList") }} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <StatusBadges status={summary.status} paymentStatus={summary.paymentStatus} />
        <BookingService row={summary} />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <BookingAccount detail={detail} />
        <BookingAmounts detail={detail} />
        <BookingTravellers detail={detail} />
        <BookingPayments detail={detail} />
        <BookingMails detail={detail} />
        <BookingHistory detail={detail} />
      </div>
      <section aria-labelledby="booking-resend" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
        <h2 id="booking-resend" className="text-base font-bold text-slate-900">
          {t("resend.title")}
        </h2>
        {summary.status === "confirmed" && summary.paymentStatus === "paid" ? (
          <>
            <p className="mb-4 mt-1 text-sm text-slate-600">{t("resend.intro")}</p>
            <ResendMailButton id={summary.id} reference={summary.reference} />
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("resend.nothing")}</p>
        )}
      </section>
      <section aria-labelledby="booking-cancel" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200">
        <h2 id="booking-cancel" className="text-base font-bold text-slate-900">
          {t("cancel.title")}
        </h2>
        {detail.cancellable ? (
          <>
            <p className="mb-4 mt-1 text-sm text-slate-600">{t("cancel.intro")}</p>
            <CancelBookingForm id={summary.id} reference={summary.reference} refunds={detail.refunds} />
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("cancel.notCancellable", { status: tr(`status.${summary.status}`) })}</p>
        )}
      </section>
      <p className="mt-4 text-sm">
        <Link
          href={{ pathname: "/admin/dashboard/audit", query: { entity: "reservation", entityId: summary.id } }}
          className="font-semibold text-brand-800 hover:underline"
        >
          {t("auditLink")}
        </Link>
      </p>
    </main>
  );
}

export default adminPage(BookingPageBody);
