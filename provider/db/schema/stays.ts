// The catalogue of hotels, chalets and airport transfers (issue 10), priced in SAR minor units (bigint, at most
// MAX_PRICE each: contracts/money.ts) and written in Arabic and English. Inventory is physical: a hotel room type has units (rooms 101, 102…), a chalet is its own
// unit, a transfer has a number of vehicles per pickup slot; the bookings that take them are in
// ./reservation-details.ts (reservation_stays, reservation_taxis) under the database's own guards.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { airports } from "./flights";

export const bedTypeEnum = pgEnum("bed_type", ["king", "queen", "twin", "double", "single", "family"]);
export const boardEnum = pgEnum("board", ["room-only", "breakfast", "half-board"]);
/** The city's landmark a hotel's distance is given to: the Haram in Makkah and Madinah, the Corniche by the sea… */
export const landmarkEnum = pgEnum("landmark", ["haram", "corniche", "city-centre", "old-town"]);
/** SPEC §9's passenger groups: 1–3, 4–7, 8 and more. */
export const passengerGroupEnum = pgEnum("passenger_group", ["1-3", "4-7", "8+"]);
export const vehicleClassEnum = pgEnum("vehicle_class", ["sedan", "business", "suv", "minivan", "van"]);

/** The destinations stays are searched by (a slug in the URL, names in both languages). */
export const cities = pgTable("cities", {
  slug: text("slug").primaryKey(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  countryAr: text("country_ar").notNull(),
  countryEn: text("country_en").notNull(),
  countryCode: text("country_code").notNull(),
  /** IANA zone: check-in days and pickup times are local to it. */
  timezone: text("timezone").notNull(),
  /** Order of the destinations list. */
  position: smallint("position").notNull().default(0),
});

export const hotels = pgTable(
  "hotels",
  {
    id: serial("id").primaryKey(),
    city: text("city")
      .notNull()
      .references(() => cities.slug),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionAr: text("description_ar").notNull(),
    descriptionEn: text("description_en").notNull(),
    addressAr: text("address_ar").notNull(),
    addressEn: text("address_en").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    stars: smallint("stars").notNull(),
    /** Guest review score out of 10, one decimal as tenths (87 = 8.7). */
    rating: smallint("rating").notNull(),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Keys the app translates: wifi, pool, parking, gym, spa, restaurant, airport-shuttle, family-rooms, … */
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    landmark: landmarkEnum("landmark").notNull(),
    landmarkKm: doublePrecision("landmark_km").notNull(),
    airportKm: doublePrecision("airport_km").notNull(),
    /** Local times, HH:MM. */
    checkInTime: text("check_in_time").notNull().default("15:00"),
    checkOutTime: text("check_out_time").notNull().default("12:00"),
    /** The house policies shown on the hotel's page (pets, ID at check-in, extra beds…); empty: none written. */
    policiesAr: text("policies_ar").notNull().default(""),
    policiesEn: text("policies_en").notNull().default(""),
    /** Archived by the admin (issue 24): hidden from search and details, kept for the bookings that name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check("hotels_stars", sql`${t.stars} between 1 and 5`),
    check("hotels_rating", sql`${t.rating} between 0 and 100`),
    index("hotels_city_idx").on(t.city),
  ],
);

export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: serial("id").primaryKey(),
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    /** Guests a room sleeps: its adults and children together (what the search's party is matched against). */
    capacity: smallint("capacity").notNull(),
    /** Adults among them; the rest (capacity − adults) may only be children. */
    adults: smallint("adults").notNull(),
    bedType: bedTypeEnum("bed_type").notNull(),
    board: boardEnum("board").notNull(),
    sizeSqm: smallint("size_sqm").notNull(),
    photo: text("photo"),
    /** Price of a night, before the service fee and taxes. */
    nightlyPrice: bigint("nightly_price", { mode: "number" }).notNull(),
    /** Price of a Thursday or Friday night; null: the nightly price every night. */
    weekendPrice: bigint("weekend_price", { mode: "number" }),
    refundable: boolean("refundable").notNull(),
    /** A refundable room cancels for free until this many days before check-in, then costs one night. */
    freeCancellationDays: smallint("free_cancellation_days"),
    /** Archived by the admin: no longer sold, kept for the bookings of its units. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check("hotel_room_types_capacity", sql`${t.capacity} between 1 and 12`),
    check("hotel_room_types_adults", sql`${t.adults} between 1 and ${t.capacity}`),
    check("hotel_room_types_prices", sql`${t.nightlyPrice} > 0 and (${t.weekendPrice} is null or ${t.weekendPrice} > 0)`),
    // MAX_PRICE of contracts/money.ts: no admin contract checks these prices yet, so the database does.
    check("hotel_room_types_prices_max", sql`${t.nightlyPrice} <= 100000000 and coalesce(${t.weekendPrice}, 0) <= 100000000`),
    check(
      "hotel_room_types_refund_terms",
      sql`${t.refundable} = (${t.freeCancellationDays} is not null) and coalesce(${t.freeCancellationDays}, 0) between 0 and 60`,
    ),
    index("hotel_room_types_hotel_idx").on(t.hotelId),
  ],
);

/** One physical room: what a stay takes, so the database can refuse a second overlapping stay in it. */
export const hotelRoomUnits = pgTable(
  "hotel_room_units",
  {
    id: serial("id").primaryKey(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
  },
  (t) => [uniqueIndex("hotel_room_units_number_key").on(t.roomTypeId, t.number)],
);

/**
 * A room type's dates the admin set apart (issue 24), each an inclusive range of nights: closed (nothing sold for a
 * stay covering one of them) or sold at `price` a night instead of the nightly and weekend prices. Ranges of one room
 * type never overlap (an exclusion constraint of migration 0017), so every night has at most one rule.
 */
export const hotelRoomRates = pgTable(
  "hotel_room_rates",
  {
    id: serial("id").primaryKey(),
    roomTypeId: integer("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    closed: boolean("closed").notNull(),
    /** The price of each night of the range; null when closed. */
    price: bigint("price", { mode: "number" }),
  },
  (t) => [
    check("hotel_room_rates_range", sql`${t.fromDate} <= ${t.toDate}`),
    check("hotel_room_rates_price", sql`${t.closed} = (${t.price} is null) and coalesce(${t.price}, 1) between 1 and 100000000`),
    index("hotel_room_rates_room_type_idx").on(t.roomTypeId),
  ],
);

export const chalets = pgTable(
  "chalets",
  {
    id: serial("id").primaryKey(),
    city: text("city")
      .notNull()
      .references(() => cities.slug),
    districtAr: text("district_ar").notNull(),
    districtEn: text("district_en").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionAr: text("description_ar").notNull(),
    descriptionEn: text("description_en").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** Guests it sleeps and hosts. */
    capacity: smallint("capacity").notNull(),
    bedrooms: smallint("bedrooms").notNull(),
    bathrooms: smallint("bathrooms").notNull(),
    privatePool: boolean("private_pool").notNull(),
    /** Keys the app translates: wifi, bbq, playground, football-pitch, majlis, kitchen, parking, … */
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rating: smallint("rating").notNull(),
    // House rules as data, not prose, so the page can show icons and the search can filter on them.
    familiesOnly: boolean("families_only").notNull(),
    noParties: boolean("no_parties").notNull(),
    /** Local HH:MM; both null: no quiet hours. */
    quietHoursFrom: text("quiet_hours_from"),
    quietHoursTo: text("quiet_hours_to"),
    /** Security deposit paid on arrival and returned after check-out; never charged online. */
    securityDeposit: bigint("security_deposit", { mode: "number" }).notNull(),
    checkInFrom: text("check_in_from").notNull(),
    checkInUntil: text("check_in_until").notNull(),
    checkOutFrom: text("check_out_from").notNull(),
    checkOutUntil: text("check_out_until").notNull(),
    nightlyPrice: bigint("nightly_price", { mode: "number" }).notNull(),
    /** Price of a Thursday or Friday night (the Saudi weekend). */
    weekendPrice: bigint("weekend_price", { mode: "number" }).notNull(),
    /** Free cancellation until this many days before check-in, then one night's fee. */
    freeCancellationDays: smallint("free_cancellation_days").notNull(),
    /** The shortest stay it takes (issue 24): search hides it from shorter stays and booking refuses them. */
    minNights: smallint("min_nights").notNull().default(1),
    /** Set when the admin removes a chalet bookings use: hidden from search and booking, kept for those bookings. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chalets_min_nights", sql`${t.minNights} between 1 and 30`),
    check("chalets_capacity", sql`${t.capacity} between 1 and 60 and ${t.bedrooms} between 0 and 20`),
    check("chalets_prices", sql`${t.nightlyPrice} > 0 and ${t.weekendPrice} > 0 and ${t.securityDeposit} >= 0`),
    check("chalets_prices_max", sql`${t.nightlyPrice} <= 100000000 and ${t.weekendPrice} <= 100000000 and ${t.securityDeposit} <= 100000000`),
    check("chalets_quiet_hours", sql`(${t.quietHoursFrom} is null) = (${t.quietHoursTo} is null)`),
    index("chalets_city_idx").on(t.city),
  ],
);

/**
 * A chalet's dates the admin set apart (issue 24), as hotel_room_rates are a room type's: an inclusive range of nights
 * closed (not sold for a stay covering one) or sold at `price` a night instead of the nightly and weekend prices.
 * Ranges of one chalet never overlap (an exclusion constraint of migration 0021); provider/bookings/date-rules.ts prices.
 */
export const chaletRates = pgTable(
  "chalet_rates",
  {
    id: serial("id").primaryKey(),
    chaletId: integer("chalet_id")
      .notNull()
      .references(() => chalets.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    closed: boolean("closed").notNull(),
    /** The price of each night of the range; null when closed. */
    price: bigint("price", { mode: "number" }),
  },
  (t) => [
    check("chalet_rates_range", sql`${t.fromDate} <= ${t.toDate}`),
    check("chalet_rates_price", sql`${t.closed} = (${t.price} is null) and coalesce(${t.price}, 1) between 1 and 100000000`),
    index("chalet_rates_chalet_idx").on(t.chaletId),
  ],
);

/**
 * The company that drives a transfer (Welcome Pickups' and Blacklane's "operated by"): its names, the phone the
 * traveller calls on the day (E.164), and optionally a WhatsApp number and an email. Transfers of one city share one.
 */
export const taxiSuppliers = pgTable(
  "taxi_suppliers",
  {
    id: serial("id").primaryKey(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    phone: text("phone").notNull(),
    whatsapp: text("whatsapp"),
    email: text("email"),
  },
  (t) => [
    check("taxi_suppliers_phone_e164", sql`${t.phone} ~ '^\\+[1-9][0-9]{7,14}$' and (${t.whatsapp} is null or ${t.whatsapp} ~ '^\\+[1-9][0-9]{7,14}$')`),
    check("taxi_suppliers_names", sql`length(${t.nameAr}) between 1 and 120 and length(${t.nameEn}) between 1 and 120`),
  ],
);

/**
 * A private transfer from an airport to an area of its city in one class of vehicle (Welcome Pickups'
 * model): fixed price, free waiting after landing, meet and greet in the arrivals hall.
 */
export const taxiTransfers = pgTable(
  "taxi_transfers",
  {
    id: serial("id").primaryKey(),
    airportId: integer("airport_id")
      .notNull()
      .references(() => airports.id, { onDelete: "cascade" }),
    /** Slug of the destination area, unique per airport. */
    area: text("area").notNull(),
    areaAr: text("area_ar").notNull(),
    areaEn: text("area_en").notNull(),
    vehicleClass: vehicleClassEnum("vehicle_class").notNull(),
    passengerGroup: passengerGroupEnum("passenger_group").notNull(),
    /** "Toyota Camry or similar". */
    vehicleAr: text("vehicle_ar").notNull(),
    vehicleEn: text("vehicle_en").notNull(),
    photo: text("photo"),
    maxPassengers: smallint("max_passengers").notNull(),
    maxBags: smallint("max_bags").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    distanceKm: smallint("distance_km").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    freeWaitingMinutes: smallint("free_waiting_minutes").notNull(),
    meetAndGreet: boolean("meet_and_greet").notNull(),
    /** Child seats the vehicle can carry on request, free. */
    childSeats: smallint("child_seats").notNull(),
    /** Vehicles of this class that can leave in one 30-minute pickup slot. */
    vehiclesPerSlot: smallint("vehicles_per_slot").notNull(),
    /** Who drives it; null on transfers written before migration 0013 (their voucher then names no supplier). */
    supplierId: integer("supplier_id").references(() => taxiSuppliers.id, { onDelete: "set null" }),
    /** Taken off sale: hidden from search and refused at booking, kept for its bookings' vouchers; null on sale. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "taxi_transfers_group_fits",
      sql`(${t.passengerGroup} = '1-3' and ${t.maxPassengers} between 1 and 3) or (${t.passengerGroup} = '4-7' and ${t.maxPassengers} between 4 and 7) or (${t.passengerGroup} = '8+' and ${t.maxPassengers} >= 8)`,
    ),
    check("taxi_transfers_numbers", sql`${t.price} > 0 and ${t.maxBags} >= 0 and ${t.childSeats} >= 0 and ${t.vehiclesPerSlot} between 1 and 50`),
    check("taxi_transfers_price_max", sql`${t.price} <= 100000000`),
    uniqueIndex("taxi_transfers_route_vehicle_key").on(t.airportId, t.area, t.vehicleClass),
  ],
);

/**
 * The vehicles of a transfer in the pickup slots of a date range and a local time-of-day window, instead of its
 * vehicles_per_slot (0: closed). The window is [from_time, to_time) on each date of the range; one whose end is at or
 * before its start runs past midnight into the next day (22:00–06:00 on 20–31 December also holds 1 January 00:00–05:30).
 * Overrides of one transfer never overlap (checked under the transfer's row lock, admin-transfer-slots.ts).
 */
export const taxiTransferSlots = pgTable(
  "taxi_transfer_slots",
  {
    id: serial("id").primaryKey(),
    transferId: integer("transfer_id")
      .notNull()
      .references(() => taxiTransfers.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    /** HH:MM on a 30-minute boundary, local to the airport. */
    fromTime: text("from_time").notNull(),
    toTime: text("to_time").notNull(),
    vehicles: smallint("vehicles").notNull(),
  },
  (t) => [
    check("taxi_transfer_slots_range", sql`${t.fromDate} <= ${t.toDate}`),
    check("taxi_transfer_slots_times", sql`${t.fromTime} ~ '^([01][0-9]|2[0-3]):[03]0$' and ${t.toTime} ~ '^([01][0-9]|2[0-3]):[03]0$'`),
    check("taxi_transfer_slots_vehicles", sql`${t.vehicles} between 0 and 50`),
    index("taxi_transfer_slots_transfer_idx").on(t.transferId),
  ],
);
