// What a booking is for, in a bookings row or a booking's header: its kind, what was booked, and when it is used (a
// departure or a pickup on the airport's clock, a stay's or an offer's day).
import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminReservationSummary } from "@/provider/contracts/admin-reservations";
import { clockDateTime } from "@/lib/format/clock";
import { Latin } from "@/components/ui/latin";

type Props = { row: Pick<AdminReservationSummary, "kind" | "service" | "serviceAt" | "serviceTimeZone"> };

export async function BookingService({ row }: Props) {
  const [t, format] = await Promise.all([getTranslations("Admin"), getFormatter()]);
  const when = !row.serviceAt
    ? null
    : row.serviceTimeZone
      ? clockDateTime(format, row.serviceAt, row.serviceTimeZone)
      : format.dateTime(new Date(`${row.serviceAt}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <span className="flex flex-col gap-0.5">
      <span>
        <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">{t(`kinds.${row.kind}`)}</span>
        {row.kind === "flight" ? <Latin>{row.service}</Latin> : <bdi>{row.service}</bdi>}
      </span>
      {when ? <span className="text-xs text-slate-600">{when}</span> : null}
    </span>
  );
}
