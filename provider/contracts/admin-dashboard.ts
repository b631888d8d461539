// The admin dashboard's home: today's figures (the day in Saudi Arabia), the latest reservations, and the flights
// leaving in the next 48 hours with how full they are.
import { z } from "zod";

export const DASHBOARD_TIMEZONE = "Asia/Riyadh";
export const DEPARTING_WITHIN_HOURS = 48;

export const adminDashboardResponse = z.object({
  today: z.object({
    /** Reservations made today, of every kind (cancelled ones included: they were made). */
    bookings: z.number().int(),
    /** Payments that succeeded today, less what today's cancellations refunded; SAR minor units. */
    revenue: z.number().int(),
    /** Seats held by today's flight reservations that still stand. */
    seatsSold: z.number().int(),
    newUsers: z.number().int(),
  }),
  recentReservations: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["flight", "offer", "hotel", "chalet", "taxi"]),
      reference: z.string(),
      /** Flight number and route, or the offer's title, in the caller's language. */
      title: z.string(),
      customer: z.string(),
      total: z.number().int(),
      status: z.enum(["pending", "confirmed", "cancelled"]),
      paymentStatus: z.string(),
      createdAt: z.string(),
    }),
  ),
  departingSoon: z.array(
    z.object({
      id: z.string(),
      flightNumber: z.string(),
      from: z.string(),
      to: z.string(),
      departureAt: z.string(),
      /** The departure airport's zone: the time is shown as travellers read it. */
      timezone: z.string(),
      seatsSold: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
