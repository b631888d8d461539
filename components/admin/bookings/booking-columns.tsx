// The columns of a list of bookings: the Bookings list's, and a customer's bookings on their page.
import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminReservationSummary } from "@/provider/contracts/admin-reservations";
import { clockDateTime } from "@/lib/format/clock";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin } from "@/components/ui/latin";
import type { AdminColumn } from "@/components/admin/admin-table";
import { BookingService } from "./booking-service";

/** `account`: with the column naming who booked (left out on the account's own page). */
export async function bookingColumns({ account = true }: { account?: boolean } = {}): Promise<AdminColumn<AdminReservationSummary>[]> {
  const [t, format] = await Promise.all([getTranslations("AdminBookings"), getFormatter()]);
  const columns: (AdminColumn<AdminReservationSummary> | null)[] = [
    { key: "reference", label: t("reference"), sort: "reference", cell: (row) => <Latin>{row.reference}</Latin> },
    { key: "service", label: t("service"), sort: "service", cell: (row) => <BookingService row={row} /> },
    account
      ? {
          key: "customer",
          label: t("customer"),
          cell: (row) => (
            <span className="flex flex-col">
              <bdi>{row.leadName ?? row.customerName}</bdi>
              <Latin className="text-xs text-slate-600">{row.customerEmail}</Latin>
            </span>
          ),
        }
      : null,
    {
      key: "total",
      label: t("total"),
      sort: "total",
      className: "tabular-nums",
      cell: (row) => format.number(row.total / 100, { style: "currency", currency: "SAR" }),
    },
    { key: "status", label: t("status"), sort: "status", cell: (row) => <StatusBadges status={row.status} paymentStatus={row.paymentStatus} /> },
    {
      key: "made",
      label: t("made"),
      sort: "created",
      cell: (row) => <span className="text-slate-600">{clockDateTime(format, row.createdAt, "Asia/Riyadh")}</span>,
    },
  ];
  return columns.filter((column): column is AdminColumn<AdminReservationSummary> => column !== null);
}
