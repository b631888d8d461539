// A returning traveller, as an install that has run for a while holds them: of every kind (flight, hotel, chalet,
// taxi, offer) an unpaid hold that expired, an unpaid booking they cancelled and a paid one cancelled with a refund.
// The admin's screens must show all of them (issue 20: an expired hold once crashed the dashboard). Written once:
// a database that has the account already is left as it is.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import {
  chalets,
  flightTickets,
  flights,
  hotelRoomTypes,
  hotelRoomUnits,
  offers,
  payments,
  reservationFlights,
  reservationOffers,
  reservations,
  reservationStays,
  reservationTaxis,
  reservationTravelers,
  taxiTransfers,
  users,
} from "../schema";
import { hashPassword } from "../../services/auth-backend/password";

export const RETURNING_ACCOUNT = {
  name: "Returning Traveller",
  email: "returning@example.com",
  phoneNumber: "+966500000006",
  password: "Returning#12345",
} as const;

type Kind = "flight" | "hotel" | "chalet" | "taxi" | "offer";
type State = "expired" | "cancelled" | "refunded";
const KINDS: Kind[] = ["flight", "hotel", "chalet", "taxi", "offer"];
const STATES: State[] = ["refunded", "cancelled", "expired"];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Booking references use no 0/O/1/I; these spell the kind and the state so they stay recognisable. */
const REFERENCE = (kind: Kind, state: State) => `RT${"FHCTV"[KINDS.indexOf(kind)]}${"RCX"[STATES.indexOf(state)]}${"WYZ"[STATES.indexOf(state)]}Q`;

type Bookable = { kind: Kind; price: number; detail: (tx: Db, reservationId: string, released: Date | null) => Promise<unknown> };

/** The first item of each kind in the catalogue, with how its detail row is written. */
async function bookables(db: Db, lead: { fullName: string; email: string; phone: string }): Promise<Bookable[]> {
  const [ticket] = await db
    .select({ id: flightTickets.id, flightId: flightTickets.flightId })
    .from(flightTickets)
    .innerJoin(flights, eq(flights.id, flightTickets.flightId))
    .orderBy(asc(flights.departureAt), asc(flightTickets.id))
    .limit(1);
  const [room] = await db
    .select({ unitId: hotelRoomUnits.id, roomTypeId: hotelRoomTypes.id, hotelId: hotelRoomTypes.hotelId, price: hotelRoomTypes.nightlyPrice })
    .from(hotelRoomUnits)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRoomUnits.roomTypeId))
    .orderBy(asc(hotelRoomUnits.id))
    .limit(1);
  const [chalet] = await db.select().from(chalets).orderBy(asc(chalets.id)).limit(1);
  const [transfer] = await db.select().from(taxiTransfers).orderBy(asc(taxiTransfers.id)).limit(1);
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  if (!ticket || !room || !chalet || !transfer || !offer) return [];
  // Stays far enough ahead that they never meet the demo's own bookings; released rows never block nights anyway.
  const contact = { leadFullName: lead.fullName, leadEmail: lead.email, leadPhone: lead.phone };
  const stay = { checkIn: "2026-01-10", checkOut: "2026-01-12", guests: 2, weekendNights: 0, ...contact };
  return [
    {
      kind: "flight",
      price: 45_000,
      detail: async (tx, id) => {
        await tx.insert(reservationFlights).values({ reservationId: id, flightId: ticket.flightId, fareClass: "economy", ticketId: ticket.id });
        await tx.insert(reservationTravelers).values({
          reservationId: id,
          ordinal: 0,
          gender: "Mr",
          fullName: lead.fullName,
          email: lead.email,
          phone: lead.phone,
          passportNumber: "R1234567",
          dateOfBirth: "1985-03-14",
          type: "adult",
          price: 45_000,
        });
      },
    },
    {
      kind: "hotel",
      price: 2 * room.price,
      detail: (tx, id, released) =>
        tx.insert(reservationStays).values({
          reservationId: id,
          kind: "hotel",
          hotelId: room.hotelId,
          roomTypeId: room.roomTypeId,
          roomUnitId: room.unitId,
          nightlyPrice: room.price,
          weekendPrice: room.price,
          releasedAt: released,
          ...stay,
        }),
    },
    {
      kind: "chalet",
      price: 2 * chalet.nightlyPrice,
      detail: (tx, id, released) =>
        tx.insert(reservationStays).values({
          reservationId: id,
          kind: "chalet",
          chaletId: chalet.id,
          nightlyPrice: chalet.nightlyPrice,
          weekendPrice: chalet.weekendPrice,
          securityDeposit: chalet.securityDeposit,
          releasedAt: released,
          ...stay,
        }),
    },
    {
      kind: "taxi",
      price: transfer.price,
      detail: (tx, id, released) => {
        const pickupAt = new Date("2026-01-10T10:00:00Z");
        return tx.insert(reservationTaxis).values({
          reservationId: id,
          transferId: transfer.id,
          pickupAt,
          slotStart: pickupAt,
          vehicleNumber: 1,
          passengers: 2,
          bags: 2,
          childSeats: 0,
          unitPrice: transfer.price,
          releasedAt: released,
          ...contact,
        });
      },
    },
    {
      kind: "offer",
      price: offer.price,
      detail: (tx, id, released) =>
        tx.insert(reservationOffers).values({
          reservationId: id,
          offerId: offer.id,
          travelerCount: 1,
          unitPrice: offer.price,
          unitOriginalPrice: offer.originalPrice,
          ...contact,
          placesReleasedAt: released,
        }),
    },
  ];
}

export async function seedReturningTraveler(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, RETURNING_ACCOUNT.email));
  if (existing) return false;
  const [user] = await db
    .insert(users)
    .values({
      name: RETURNING_ACCOUNT.name,
      email: RETURNING_ACCOUNT.email,
      phoneNumber: RETURNING_ACCOUNT.phoneNumber,
      passwordHash: await hashPassword(RETURNING_ACCOUNT.password),
      role: "User",
      emailConfirmed: true,
      locale: "en",
      createdAt: new Date(now.getTime() - 90 * DAY),
    })
    .returning({ id: users.id });
  const lead = { fullName: RETURNING_ACCOUNT.name, email: RETURNING_ACCOUNT.email, phone: RETURNING_ACCOUNT.phoneNumber };
  const items = await bookables(db, lead);
  // Oldest first: the refunded ones weeks ago, the cancelled ones days ago, the expired holds yesterday, so the
  // dashboard's latest reservations show the expired holds and the kinds side by side.
  const ages: Record<State, number> = { refunded: 30 * DAY, cancelled: 5 * DAY, expired: 1 * DAY };
  for (const state of STATES) {
    for (const [i, item] of items.entries()) {
      const createdAt = new Date(now.getTime() - ages[state] - i * HOUR);
      const holdExpiresAt = new Date(createdAt.getTime() + 15 * 60_000);
      const paidAt = state === "refunded" ? new Date(createdAt.getTime() + 5 * 60_000) : null;
      const cancelledAt = state === "expired" ? null : new Date(createdAt.getTime() + (state === "refunded" ? DAY : 10 * 60_000));
      const released = state === "expired" ? holdExpiresAt : cancelledAt;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reservations)
          .values({
            kind: item.kind,
            reference: REFERENCE(item.kind, state),
            userId: user!.id,
            status: state === "expired" ? "expired" : "cancelled",
            paymentStatus: state === "refunded" ? "refunded" : "pending",
            holdExpiresAt,
            base: item.price,
            tax: 0,
            serviceFees: 0,
            discount: 0,
            extras: 0,
            total: item.price,
            cancellationDeadline: new Date(createdAt.getTime() + 7 * DAY),
            freeCancellationUntil: new Date(createdAt.getTime() + 2 * DAY),
            cancellationFeePercent: 0,
            cancellationFee: state === "refunded" ? 0 : null,
            refundAmount: state === "refunded" ? item.price : null,
            cancelledAt,
            paidAt,
            createdAt,
            updatedAt: cancelledAt ?? holdExpiresAt,
          })
          .returning({ id: reservations.id });
        await item.detail(tx as unknown as Db, row!.id, released);
        if (paidAt) {
          await tx.insert(payments).values({
            userId: user!.id,
            reservationId: row!.id,
            idempotencyKey: `seed-returning-${item.kind}-${state}`,
            provider: "sandbox",
            status: "succeeded",
            amount: item.price,
            last4: "4242",
            providerRef: `seed_${item.kind}`,
            createdAt: paidAt,
          });
        }
      });
    }
  }
  return true;
}
