// The admin dashboard's home, read on the server with the admin's token.
import "server-only";
import { adminDashboardResponse, type AdminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest } from "./client";

export type AdminDashboard = {
  today: AdminDashboardResponse["today"];
  recentReservations: (Omit<AdminDashboardResponse["recentReservations"][number], "createdAt"> & { createdAt: Date })[];
  departingSoon: (Omit<AdminDashboardResponse["departingSoon"][number], "departureAt"> & { departureAt: Date; loadPercent: number })[];
};

export async function getAdminDashboard(token: string, locale: Locale): Promise<AdminDashboard> {
  const wire = await providerRequest("flight-backend", "api/Admin/Dashboard", { token, locale, schema: adminDashboardResponse });
  return {
    today: wire.today,
    recentReservations: wire.recentReservations.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    departingSoon: wire.departingSoon.map((row) => ({
      ...row,
      departureAt: new Date(row.departureAt),
      loadPercent: row.capacity > 0 ? Math.round((100 * row.seatsSold) / row.capacity) : 0,
    })),
  };
}
