// The parts of a booking's page in the back office: who booked it, its amounts, who travels, every payment attempt,
// the mails written about it, and what happened to it. Server components; figures in SAR, times in Riyadh.
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminReservationDetail } from "@/provider/contracts/admin-reservations";
import { clockDateTime } from "@/lib/format/clock";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { Latin } from "@/components/ui/latin";

const RIYADH = "Asia/Riyadh";
const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export async function BookingAccount({ detail }: { detail: AdminReservationDetail }) {
  const t = await getTranslations("AdminBookings");
  const { customer, summary } = detail;
  return (
    <Section id="booking-account" title={t("account")}>
      <Facts
        rows={[
          [
            t("accountName"),
            <Link key="name" href={pagePath("/admin/dashboard/customers/[id]", { id: customer.id })} className="text-brand-800 hover:underline">
              <bdi>{customer.name}</bdi>
            </Link>,
          ],
          [t("email"), <Latin key="email">{customer.email}</Latin>],
          [t("phone"), <Latin key="phone">{customer.phone}</Latin>],
          ...(summary.leadName ? ([[t("lead"), <bdi key="lead">{summary.leadName}</bdi>]] as [string, ReactNode][]) : []),
        ]}
      />
    </Section>
  );
}

export async function BookingAmounts({ detail }: { detail: AdminReservationDetail }) {
  const [t, format] = await Promise.all([getTranslations("AdminBookings"), getFormatter()]);
  const money = (amount: number) => <span className="tabular-nums">{format.number(amount / 100, { style: "currency", currency: "SAR" })}</span>;
  const { reservation, summary } = detail;
  const rows: [string, ReactNode][] = [
    [t("total"), money(summary.total)],
    [t("paid"), reservation.payment ? money(reservation.payment.amount) : t("notPaid")],
  ];
  if (reservation.cancellationFee !== null) rows.push([t("fee"), money(reservation.cancellationFee)]);
  if (reservation.refundAmount !== null) rows.push([t("refunded"), money(reservation.refundAmount)]);
  return (
    <Section id="booking-amounts" title={t("amounts")}>
      <Facts rows={rows} />
    </Section>
  );
}

/** Everyone on the booking by passport name: a flight's travellers, an offer's named places. Stays and rides name the lead alone. */
export async function BookingTravellers({ detail }: { detail: AdminReservationDetail }) {
  const terms = await getTranslations("Terms");
  const { reservation } = detail;
  const names =
    reservation.kind === "flight" ? reservation.travelers.map((traveler) => traveler.fullName) : reservation.kind === "offer" ? reservation.travelerNames : [];
  if (names.length === 0) return null;
  return (
    <Section id="booking-travellers" title={terms("travellers")}>
      <ol className="list-inside list-decimal text-sm text-slate-900">
        {names.map((name, index) => (
          <li key={index}>
            <Latin>{name}</Latin>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export async function BookingPayments({ detail }: { detail: AdminReservationDetail }) {
  const [t, format] = await Promise.all([getTranslations("AdminBookings"), getFormatter()]);
  return (
    <Section id="booking-payments" title={t("payments")}>
      {detail.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t("paymentsEmpty")}</p>
      ) : (
        <div tabIndex={0} role="region" aria-labelledby="booking-payments" className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="text-xs text-slate-600">
              <tr>
                {(["paymentWhen", "paymentMethod", "paymentAmount", "paymentResult"] as const).map((key) => (
                  <th key={key} scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="py-2 pe-3">{clockDateTime(format, payment.createdAt, RIYADH)}</td>
                  <td className="py-2 pe-3">
                    {payment.provider === "stripe" ? t("paymentStripe") : t("paymentSandbox")}
                    {payment.last4 ? <span className="block text-xs text-slate-600">{t("paymentCard", { last4: payment.last4 })}</span> : null}
                  </td>
                  <td className="py-2 pe-3 tabular-nums">{format.number(payment.amount / 100, { style: "currency", currency: "SAR" })}</td>
                  <td className={`py-2 pe-3 font-semibold ${payment.status === "succeeded" ? "text-emerald-800" : "text-red-700"}`}>
                    {t(`paymentResults.${payment.status}`)}
                    {payment.declineCode ? <Latin className="block text-xs font-normal text-slate-600">{payment.declineCode}</Latin> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export async function BookingMails({ detail }: { detail: AdminReservationDetail }) {
  const [t, format] = await Promise.all([getTranslations("AdminBookings"), getFormatter()]);
  return (
    <Section id="booking-mails" title={t("mails")}>
      {detail.mails.length === 0 ? (
        <p className="text-sm text-slate-600">{t("mailsEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {detail.mails.map((mail) => (
            <li key={mail.id} className="flex flex-col gap-0.5 py-2">
              <bdi className="font-medium text-slate-900">{mail.subject}</bdi>
              <span className="text-slate-600">
                {t("mailTo")} <Latin>{mail.to}</Latin> · {t("mailWritten")} {clockDateTime(format, mail.createdAt, RIYADH)} ·{" "}
                {mail.sentAt ? `${t("mailSent")} ${clockDateTime(format, mail.sentAt, RIYADH)}` : t("mailNotSent")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export async function BookingHistory({ detail }: { detail: AdminReservationDetail }) {
  const [t, format] = await Promise.all([getTranslations("AdminBookings"), getFormatter()]);
  return (
    <Section id="booking-history" title={t("history")}>
      <ol className="flex flex-col gap-2 border-s-2 border-slate-200 ps-4 text-sm">
        {detail.history.map((event, index) => (
          <li key={index}>
            <span className="font-medium text-slate-900">
              {event.event === "adminCancelled" || event.event === "mailResent"
                ? t(`events.${event.event}`, { by: event.by ?? "" })
                : t(`events.${event.event}`)}
            </span>
            <span className="block text-slate-600">{clockDateTime(format, event.at, RIYADH)}</span>
            {event.reason ? <bdi className="block text-slate-700">{t("eventReason", { reason: event.reason })}</bdi> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
