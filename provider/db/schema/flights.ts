// Flight catalogue: airports, airlines, planes with their seats, meals, flights and their priced parts,
// and the currency rates. Every money column is a bigint in SAR minor units (halalas), read as a JS number
// (contracts/money.ts says why that is exact).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const fareClassEnum = pgEnum("fare_class", ["economy", "business", "first"]);
export const flightStatusEnum = pgEnum("flight_status", ["scheduled", "cancelled"]);
export const mealKindEnum = pgEnum("meal_kind", ["standard", "special", "dietary"]);

export const airports = pgTable(
  "airports",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    cityAr: text("city_ar").notNull(),
    cityEn: text("city_en").notNull(),
    countryAr: text("country_ar").notNull(),
    countryEn: text("country_en").notNull(),
    countryCode: text("country_code").notNull(),
    /** IANA zone, e.g. Asia/Riyadh: every local time the UI shows is computed in it. */
    timezone: text("timezone").notNull(),
    image: text("image"),
    /**
     * Where a transfer's driver meets arriving travellers ("Arrivals hall, exit door 3, by the café"), in both
     * languages; null until an operator writes it (the voucher then says only the arrivals hall).
     */
    meetingPointAr: text("meeting_point_ar"),
    meetingPointEn: text("meeting_point_en"),
    /**
     * Lower-cased code, names and cities with the Arabic alef/yaa/taa-marbuta forms folded, so the
     * autocomplete matches "اسطنبول" and "إسطنبول" alike. Generated, so admin edits keep it right.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(code || ' ' || name_en || ' ' || city_en || ' ' || country_en || ' ' || translate(name_ar || ' ' || city_ar || ' ' || country_ar, 'أإآٱىة', 'اااايه'))`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("airports_code_key").on(t.code), check("airports_code_iata", sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

/** Airlines (SPEC "companies"). */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    /** IATA two-character designator (SV, XY, F3 …). */
    code: text("code").notNull(),
    locationAr: text("location_ar").notNull(),
    locationEn: text("location_en").notNull(),
    /** Public path, e.g. /images/airlines/SV.svg. */
    logo: text("logo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("companies_code_key").on(t.code), check("companies_code_iata", sql`${t.code} ~ '^[A-Z0-9]{2}$'`)],
);

export const planes = pgTable(
  "planes",
  {
    id: serial("id").primaryKey(),
    /** The maker and type as the maker writes it ("Airbus A330-300"): unique, the admin's name for the plane. */
    model: text("model").notNull(),
    /** The same in Arabic ("إيرباص A330-300"): the maker's name in Arabic letters, the type number as is. */
    modelAr: text("model_ar").notNull(),
    /** Seats per aisle group of each cabin, e.g. {"economy": "3-3-3"}: where the seat map draws aisles. */
    layout: jsonb("layout").$type<Partial<Record<"economy" | "business" | "first", string>>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // "A320neo" and "a320NEO" are one model to the admin: unique whatever the case.
  (t) => [uniqueIndex("planes_model_key").on(sql`lower(${t.model})`)],
);

export const planeSeats = pgTable(
  "plane_seats",
  {
    id: serial("id").primaryKey(),
    planeId: integer("plane_id")
      .notNull()
      .references(() => planes.id, { onDelete: "cascade" }),
    /** Row number followed by the column letter, e.g. "12A". */
    seatNumber: text("seat_number").notNull(),
    row: smallint("row").notNull(),
    column: text("column").notNull(),
    class: fareClassEnum("class").notNull(),
  },
  (t) => [uniqueIndex("plane_seats_plane_number_key").on(t.planeId, t.seatNumber), index("plane_seats_plane_class_idx").on(t.planeId, t.class)],
);

export const meals = pgTable("meals", {
  id: serial("id").primaryKey(),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en").notNull(),
  /** SPEC §9: special meals must be requested 24 h before the flight, dietary ones 48 h. */
  kind: mealKindEnum("kind").notNull().default("standard"),
  price: bigint("price", { mode: "number" }).notNull(),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const flights = pgTable(
  "flights",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flightNumber: text("flight_number").notNull(),
    /** Departure date in the departure airport's local time: what a traveller searches by. */
    date: date("date", { mode: "string" }).notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
    /** Minutes after local midnight at the departure airport; the time-of-day filter reads it. */
    departureMinute: smallint("departure_minute").notNull(),
    /** Gate to gate, stops included; stored so sorting and filtering need no arithmetic per row. */
    durationMinutes: integer("duration_minutes").notNull(),
    stopsCount: smallint("stops_count").notNull().default(0),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    planeId: integer("plane_id")
      .notNull()
      .references(() => planes.id),
    departureAirportId: integer("departure_airport_id")
      .notNull()
      .references(() => airports.id),
    arrivalAirportId: integer("arrival_airport_id")
      .notNull()
      .references(() => airports.id),
    /** Terminal names as the English page shows them ("North", "2"); `_ar` holds the Arabic ("الشمالية", "2"). */
    departureTerminal: text("departure_terminal"),
    departureTerminalAr: text("departure_terminal_ar"),
    departureGate: text("departure_gate"),
    arrivalTerminal: text("arrival_terminal"),
    arrivalTerminalAr: text("arrival_terminal_ar"),
    arrivalGate: text("arrival_gate"),
    /** Charged per traveller who picks a seat instead of taking an auto-assigned one. */
    seatSelectionPrice: bigint("seat_selection_price", { mode: "number" }).notNull().default(0),
    status: flightStatusEnum("status").notNull().default("scheduled"),
    /** Per adult passenger; children pay 75 %, infants 10 % (see contracts/flights.ts). */
    tax: bigint("tax", { mode: "number" }).notNull().default(0),
    serviceFees: bigint("service_fees", { mode: "number" }).notNull().default(0),
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    /** The agency's margin, already inside the class prices; shown to admins only. */
    profit: bigint("profit", { mode: "number" }).notNull().default(0),
    termsAr: text("terms_ar").notNull().default(""),
    termsEn: text("terms_en").notNull().default(""),
    notesAr: text("notes_ar").notNull().default(""),
    notesEn: text("notes_en").notNull().default(""),
    /** The "from" price of listings: the cheapest all-in adult fare (economy when offered). */
    bookingTicketPrice: bigint("booking_ticket_price", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The search reads one route on one day: this index answers it (and the ±3-day nearby dates).
    index("flights_route_date_idx").on(t.departureAirportId, t.arrivalAirportId, t.date, t.departureMinute),
    index("flights_date_idx").on(t.date),
    // The "from" price of a destination reads the upcoming flights landing at one airport.
    index("flights_arrival_departure_idx").on(t.arrivalAirportId, t.departureAt),
    index("flights_company_idx").on(t.companyId),
    check("flights_arrival_after_departure", sql`${t.arrivalAt} > ${t.departureAt}`),
    check("flights_airports_differ", sql`${t.departureAirportId} <> ${t.arrivalAirportId}`),
    // A terminal is named in both languages or not at all.
    check(
      "flights_terminals_localized",
      sql`(${t.departureTerminal} is null) = (${t.departureTerminalAr} is null) and (${t.arrivalTerminal} is null) = (${t.arrivalTerminalAr} is null)`,
    ),
    check("flights_money_non_negative", sql`${t.tax} >= 0 and ${t.serviceFees} >= 0 and ${t.discount} >= 0 and ${t.seatSelectionPrice} >= 0`),
  ],
);

/** Cabins offered on a flight and their base price per adult. */
export const flightClasses = pgTable(
  "flight_classes",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    class: fareClassEnum("class").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    /** Physical seats of this class on the flight's plane, copied when the flight is saved. */
    seatCapacity: integer("seat_capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightId, t.class] }),
    // A flight's cabin priced from the index alone (the price calendar reads thousands a query): migration 0026.
    index("flight_classes_fare_idx").on(t.flightId, t.class, t.price, t.seatCapacity),
    check("flight_classes_price_positive", sql`${t.price} > 0`),
  ],
);

export const flightStops = pgTable(
  "flight_stops",
  {
    id: serial("id").primaryKey(),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    ordinal: smallint("ordinal").notNull(),
    airportId: integer("airport_id")
      .notNull()
      .references(() => airports.id),
    /** Layover length. */
    durationMinutes: integer("duration_minutes").notNull(),
  },
  (t) => [uniqueIndex("flight_stops_flight_ordinal_key").on(t.flightId, t.ordinal)],
);

/** Fare types (SPEC "tickets"); `price` is added to the class price per traveller. */
export const flightTickets = pgTable(
  "flight_tickets",
  {
    id: serial("id").primaryKey(),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    nameAr: text("name_ar").notNull(),
    nameEn: text("name_en").notNull(),
    price: bigint("price", { mode: "number" }).notNull().default(0),
    descriptionAr: text("description_ar").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    editable: boolean("editable").notNull().default(false),
    editFees: bigint("edit_fees", { mode: "number" }).notNull().default(0),
    refundable: boolean("refundable").notNull().default(false),
  },
  // A flight's cheapest fare type is the first entry of its own (the price calendar and the search add it to the class).
  (t) => [index("flight_tickets_flight_price_idx").on(t.flightId, t.price)],
);

/** Extra bags on sale for a flight. */
export const flightBags = pgTable(
  "flight_bags",
  {
    id: serial("id").primaryKey(),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    weightKg: integer("weight_kg").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
  },
  (t) => [index("flight_bags_flight_idx").on(t.flightId)],
);

export const flightMeals = pgTable(
  "flight_meals",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => flights.id, { onDelete: "cascade" }),
    mealId: integer("meal_id")
      .notNull()
      .references(() => meals.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.flightId, t.mealId] })],
);

/** How many units of `code` one SAR buys. */
export const currencyRates = pgTable("currency_rates", {
  code: text("code").primaryKey(),
  rate: numeric("rate", { precision: 18, scale: 8 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
