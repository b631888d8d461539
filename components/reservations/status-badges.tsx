import { useTranslations } from "next-intl";
import { paymentStatusTone, reservationStatusTone, type BadgeTone, type PaymentStatus, type ReservationStatus } from "@/lib/reservations/reservations-map";

const TONES: Record<BadgeTone, string> = {
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/25",
  danger: "bg-red-50 text-red-700 ring-red-600/20",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
  info: "bg-sky-50 text-sky-800 ring-sky-600/20",
};
const DOTS: Record<BadgeTone, string> = {
  success: "bg-emerald-500",
  warning: "bg-amber-500",
  danger: "bg-red-500",
  neutral: "bg-slate-400",
  info: "bg-sky-500",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset print:bg-white print:text-black print:ring-black ${TONES[tone]}`}
    >
      <span aria-hidden className={`size-1.5 rounded-full print:hidden ${DOTS[tone]}`} />
      {children}
    </span>
  );
}

/** The reservation's status and its payment status, side by side. */
export function StatusBadges({ status, paymentStatus }: { status: ReservationStatus; paymentStatus: PaymentStatus }) {
  const t = useTranslations("Reservations");
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone={reservationStatusTone(status)}>{t(`status.${status}`)}</Badge>
      <Badge tone={paymentStatusTone(paymentStatus)}>{t(`paymentStatus.${paymentStatus}`)}</Badge>
    </span>
  );
}
