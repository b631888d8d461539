// What a booking mail tells, read in the transaction that pays or cancels the booking: who gets it (the booking's
// contact, in the account's language), what was booked, when, for whom, and on which clock its times are read.
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  airports,
  chalets,
  cities,
  flights,
  flightTickets,
  hotelRoomTypes,
  hotels,
  offers,
  reservationFlightReturns,
  reservationFlights,
  reservationOffers,
  reservationStays,
  reservationTaxis,
  reservationTravelers,
  taxiSuppliers,
  taxiTransfers,
  users,
} from "../../db/schema";
import { addDays } from "../../contracts/flight-rules";
import type { ProviderLocale } from "../../http/locale";
import type { Executor, ReservationRow } from "../core";

/** The product's home clock: offers are sold by the day in Riyadh (contracts/offer-rules.ts). */
const HOME_TIME_ZONE = "Asia/Riyadh";

type Place = { code: string; name: string };

/** One flight of a round trip, as the mail names it. */
export type FlightLeg = {
  flightNumber: string;
  fare: string;
  from: Place;
  to: Place;
  departureAt: Date;
  departureTimeZone: string;
  arrivalAt: Date;
  arrivalTimeZone: string;
};

/** What was booked, per kind; names already in the mail's language. Days are YYYY-MM-DD, instants Dates. */
export type BookedItem =
  | {
      kind: "flight";
      flightId: string;
      flightNumber: string;
      fare: string;
      from: Place;
      to: Place;
      departureAt: Date;
      arrivalAt: Date;
      arrivalTimeZone: string;
      travelers: string[];
      /** A round trip's return leg (one booking, issue 25 point 4); null: one-way. */
      returnLeg: FlightLeg | null;
    }
  | { kind: "offer"; offerId: number; title: string; startDate: string; endDate: string; travelers: number; names: string[] }
  | {
      kind: "hotel";
      hotelId: number;
      hotel: string;
      room: string;
      checkIn: string;
      checkOut: string;
      checkInTime: string;
      checkOutTime: string;
      guests: number;
    }
  | { kind: "chalet"; chaletId: number; chalet: string; checkIn: string; checkOut: string; checkInTime: string; checkOutTime: string; guests: number }
  | {
      kind: "taxi";
      from: Place;
      to: string;
      vehicle: string;
      pickupAt: Date;
      passengers: number;
      /** Null on an airport or a transfer written before migration 0013. */
      meetingPoint: string | null;
      supplier: { name: string; phone: string } | null;
    };

export type BookingFacts = {
  reservation: ReservationRow;
  locale: ProviderLocale;
  /** The booking's contact (the lead traveller, guest or passenger), whom the forms promise the mails to. */
  to: string;
  leadName: string;
  /** The clock of the booking's times and terms: the departure airport's, the property's city's, Riyadh for offers. */
  timeZone: string;
  item: BookedItem;
};

const pick = (locale: ProviderLocale, ar: string, en: string) => (locale === "en" ? en : ar);
/** Optional texts: the other language when the mail's is blank, null when neither is written. */
const pickGiven = (locale: ProviderLocale, ar: string | null, en: string | null) =>
  (locale === "en" ? en?.trim() || ar?.trim() : ar?.trim() || en?.trim()) || null;

/** The leg's flight, fare and airports, from the outbound detail row or a round trip's return row. */
function legQuery(db: Executor, detail: typeof reservationFlights | typeof reservationFlightReturns, reservationId: string) {
  const dep = alias(airports, "dep");
  const arr = alias(airports, "arr");
  return db
    .select({
      flightId: flights.id,
      flightNumber: flights.flightNumber,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      fareAr: flightTickets.nameAr,
      fareEn: flightTickets.nameEn,
      from: { code: dep.code, ar: dep.cityAr, en: dep.cityEn, timeZone: dep.timezone },
      to: { code: arr.code, ar: arr.cityAr, en: arr.cityEn, timeZone: arr.timezone },
    })
    .from(detail)
    .innerJoin(flights, eq(flights.id, detail.flightId))
    .innerJoin(flightTickets, eq(flightTickets.id, detail.ticketId))
    .innerJoin(dep, eq(dep.id, flights.departureAirportId))
    .innerJoin(arr, eq(arr.id, flights.arrivalAirportId))
    .where(eq(detail.reservationId, reservationId));
}

async function flightFacts(db: Executor, r: ReservationRow, locale: ProviderLocale, accountEmail: string) {
  const [[row], [back]] = await Promise.all([legQuery(db, reservationFlights, r.id), legQuery(db, reservationFlightReturns, r.id)]);
  if (!row) throw new Error(`flight reservation ${r.id} has no detail`);
  const travelers = await db
    .select({ fullName: reservationTravelers.fullName, email: reservationTravelers.email })
    .from(reservationTravelers)
    .where(eq(reservationTravelers.reservationId, r.id))
    .orderBy(asc(reservationTravelers.ordinal));
  const lead = travelers[0];
  const item: BookedItem = {
    kind: "flight",
    flightId: row.flightId,
    flightNumber: row.flightNumber,
    fare: pick(locale, row.fareAr, row.fareEn),
    from: { code: row.from.code, name: pick(locale, row.from.ar, row.from.en) },
    to: { code: row.to.code, name: pick(locale, row.to.ar, row.to.en) },
    departureAt: row.departureAt,
    arrivalAt: row.arrivalAt,
    arrivalTimeZone: row.to.timeZone,
    travelers: travelers.map((t) => t.fullName),
    returnLeg: back
      ? {
          flightNumber: back.flightNumber,
          fare: pick(locale, back.fareAr, back.fareEn),
          from: { code: back.from.code, name: pick(locale, back.from.ar, back.from.en) },
          to: { code: back.to.code, name: pick(locale, back.to.ar, back.to.en) },
          departureAt: back.departureAt,
          departureTimeZone: back.from.timeZone,
          arrivalAt: back.arrivalAt,
          arrivalTimeZone: back.to.timeZone,
        }
      : null,
  };
  return { item, to: lead?.email ?? accountEmail, leadName: lead?.fullName ?? "", timeZone: row.from.timeZone };
}

async function offerFacts(db: Executor, r: ReservationRow, locale: ProviderLocale) {
  const [row] = await db
    .select({ detail: reservationOffers, titleAr: offers.titleAr, titleEn: offers.titleEn, startDate: offers.startDate, endDate: offers.endDate })
    .from(reservationOffers)
    .innerJoin(offers, eq(offers.id, reservationOffers.offerId))
    .where(eq(reservationOffers.reservationId, r.id));
  if (!row) throw new Error(`offer reservation ${r.id} has no detail`);
  const item: BookedItem = {
    kind: "offer",
    offerId: row.detail.offerId,
    title: pick(locale, row.titleAr, row.titleEn),
    // The trip booked (a stay to its check-out); the offer's days for a booking made before offers were dated.
    startDate: row.detail.travelDate ?? row.startDate,
    endDate: row.detail.travelDate ? addDays(row.detail.travelDate, row.detail.nights ?? 0) : row.endDate,
    travelers: row.detail.travelerCount,
    names: row.detail.travelerNames ?? [],
  };
  return { item, to: row.detail.leadEmail, leadName: row.detail.leadFullName, timeZone: HOME_TIME_ZONE };
}

async function stayFacts(db: Executor, r: ReservationRow, locale: ProviderLocale) {
  const [stay] = await db.select().from(reservationStays).where(eq(reservationStays.reservationId, r.id));
  if (!stay) throw new Error(`stay reservation ${r.id} has no detail`);
  const contact = { to: stay.leadEmail, leadName: stay.leadFullName };
  const dates = { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests };
  if (stay.chaletId !== null) {
    const [c] = await db
      .select({ chalet: chalets, timeZone: cities.timezone })
      .from(chalets)
      .innerJoin(cities, eq(cities.slug, chalets.city))
      .where(eq(chalets.id, stay.chaletId));
    if (!c) throw new Error(`chalet ${stay.chaletId} not found`);
    const item: BookedItem = {
      kind: "chalet",
      chaletId: c.chalet.id,
      chalet: pick(locale, c.chalet.nameAr, c.chalet.nameEn),
      checkInTime: c.chalet.checkInFrom,
      checkOutTime: c.chalet.checkOutUntil,
      ...dates,
    };
    return { item, ...contact, timeZone: c.timeZone };
  }
  const [h] = await db
    .select({ hotel: hotels, roomAr: hotelRoomTypes.nameAr, roomEn: hotelRoomTypes.nameEn, timeZone: cities.timezone })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .innerJoin(cities, eq(cities.slug, hotels.city))
    .where(eq(hotelRoomTypes.id, stay.roomTypeId ?? -1));
  if (!h) throw new Error(`room type ${stay.roomTypeId} not found`);
  const item: BookedItem = {
    kind: "hotel",
    hotelId: h.hotel.id,
    hotel: pick(locale, h.hotel.nameAr, h.hotel.nameEn),
    room: pick(locale, h.roomAr, h.roomEn),
    checkInTime: h.hotel.checkInTime,
    checkOutTime: h.hotel.checkOutTime,
    ...dates,
  };
  return { item, ...contact, timeZone: h.timeZone };
}

async function taxiFacts(db: Executor, r: ReservationRow, locale: ProviderLocale) {
  const [row] = await db
    .select({ taxi: reservationTaxis, transfer: taxiTransfers, airport: airports, supplier: taxiSuppliers })
    .from(reservationTaxis)
    .innerJoin(taxiTransfers, eq(taxiTransfers.id, reservationTaxis.transferId))
    .innerJoin(airports, eq(airports.id, taxiTransfers.airportId))
    .leftJoin(taxiSuppliers, eq(taxiSuppliers.id, taxiTransfers.supplierId))
    .where(eq(reservationTaxis.reservationId, r.id));
  if (!row) throw new Error(`taxi reservation ${r.id} has no detail`);
  const item: BookedItem = {
    kind: "taxi",
    from: { code: row.airport.code, name: pick(locale, row.airport.nameAr, row.airport.nameEn) },
    to: pick(locale, row.transfer.areaAr, row.transfer.areaEn),
    vehicle: pick(locale, row.transfer.vehicleAr, row.transfer.vehicleEn),
    pickupAt: row.taxi.pickupAt,
    passengers: row.taxi.passengers,
    meetingPoint: pickGiven(locale, row.airport.meetingPointAr, row.airport.meetingPointEn),
    supplier: row.supplier ? { name: pick(locale, row.supplier.nameAr, row.supplier.nameEn), phone: row.supplier.phone } : null,
  };
  return { item, to: row.taxi.leadEmail, leadName: row.taxi.leadFullName, timeZone: row.airport.timezone };
}

/**
 * The facts of one reservation's mails. The language is the one the booking was made in (`reservations.locale`, the
 * page's); a booking made before it was kept speaks the account's (`users.locale`, chosen at registration).
 */
export async function bookingFacts(db: Executor, r: ReservationRow): Promise<BookingFacts> {
  const [account] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, r.userId));
  const locale: ProviderLocale = (r.locale ?? account?.locale) === "en" ? "en" : "ar";
  const facts =
    r.kind === "flight"
      ? await flightFacts(db, r, locale, account?.email ?? "")
      : r.kind === "offer"
        ? await offerFacts(db, r, locale)
        : r.kind === "taxi"
          ? await taxiFacts(db, r, locale)
          : await stayFacts(db, r, locale);
  return { reservation: r, locale, ...facts };
}
