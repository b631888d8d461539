// The admin dashboard's home: today's figures (the day in Saudi Arabia), the latest reservations, and the flights
// leaving in the next 48 hours with how full they are.
import { z } from "zod";
import { BOOKING_KINDS, PAYMENT_STATUSES, RESERVATION_STATUSES } from "./booking-core";

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
      kind: z.enum(BOOKING_KINDS),
      reference: z.string(),
      /**
       * What is booked, in the caller's language: the flight's number and route (SV1020 RUH–JED), the hotel's or
       * chalet's name, the transfer's airport and area (JED → Al Hamra), the offer's title.
       */
      title: z.string(),
      customer: z.string(),
      total: z.number().int(),
      // Every state the database can store (an expired hold too): tests/contracts/stored-statuses.test.ts.
      status: z.enum(RESERVATION_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
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
