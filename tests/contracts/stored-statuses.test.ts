// Every state the database can store must be one every contract that reads it accepts: an expired hold among the
// dashboard's recent reservations once crashed the whole page (issue 20). The stored values come from the drizzle
// schema's pg enums, so a new state added there fails here until every reader takes it.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { offerReservationResponse } from "@/provider/contracts/offer-reservations";
import { reservationFlight, reservationListItem, reservationResponse } from "@/provider/contracts/reservations";
import { stayReservationResponse } from "@/provider/contracts/stays";
import { taxiReservationResponse } from "@/provider/contracts/taxis";
import { bookingKindEnum, flightStatusEnum, paymentStatusEnum, reservationStatusEnum } from "@/provider/db/schema";

type Shape = Record<string, z.ZodType>;
const reader = (schema: { shape: Shape }) => schema.shape;

/** Each contract that reads a reservation's (or a flight's) stored state, by what it serves. */
const READERS: [string, Shape][] = [
  ["the admin dashboard's recent reservations", reader(adminDashboardResponse.shape.recentReservations.element)],
  ["a flight reservation", reader(reservationResponse)],
  ["an offer reservation", reader(offerReservationResponse)],
  ["a hotel or chalet reservation", reader(stayReservationResponse)],
  ["a taxi reservation", reader(taxiReservationResponse)],
  ...reservationListItem.options.map((option, i): [string, Shape] => [`All Reservations, item kind #${i + 1}`, reader(option as { shape: Shape })]),
];

const STORED: Record<"status" | "paymentStatus", readonly string[]> = {
  status: reservationStatusEnum.enumValues,
  paymentStatus: paymentStatusEnum.enumValues,
};

describe("every stored reservation state is accepted by every contract that reads it", () => {
  for (const [name, shape] of READERS) {
    for (const [field, values] of Object.entries(STORED)) {
      it(`${name}: ${field} accepts ${values.join(", ")}`, () => {
        expect(shape[field], `${name} reads ${field}`).toBeDefined();
        const refused = values.filter((value) => !shape[field]!.safeParse(value).success);
        expect(refused).toEqual([]);
      });
    }
  }

  it("the dashboard accepts every stored kind of booking", () => {
    const kind = reader(adminDashboardResponse.shape.recentReservations.element).kind!;
    expect(bookingKindEnum.enumValues.filter((value) => !kind.safeParse(value).success)).toEqual([]);
  });

  it("a reservation's flight accepts every stored flight status", () => {
    const status = reader(reservationFlight).status!;
    expect(flightStatusEnum.enumValues.filter((value) => !status.safeParse(value).success)).toEqual([]);
  });
});
