import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const offerType = pgEnum("offer_type", ["flight", "hotel", "package", "chalet", "taxi"]);

/**
 * A promotional offer (SPEC §3). Texts are kept in both languages; origin and destination are IATA codes
 * (language-neutral, the app names them in the page's language). Money is in SAR minor units (halalas).
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    titleAr: text("title_ar").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionAr: text("description_ar").notNull(),
    descriptionEn: text("description_en").notNull(),
    type: offerType("type").notNull(),
    /** Null for stays and other offers that have no origin. */
    origin: text("origin"),
    destination: text("destination").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    /** The price before the discount; null when the offer is not a discount. */
    originalPrice: bigint("original_price", { mode: "number" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /**
     * Stays (hotel, package, chalet): the nights a booking lasts, from the check-in the traveller picks in the window;
     * null for a flight or a taxi (one travel day), and for a stay offer made before offers were dated, whose traveller
     * picks the nights too.
     */
    nights: smallint("nights"),
    /** Places (seats, rooms, cars) still bookable at this price. */
    availability: integer("availability").notNull().default(0),
    image: text("image"),
    /** Who provides the offer, in English ("flynas") and in Arabic ("طيران ناس"): the page names it in its language. */
    providerName: text("provider_name").notNull(),
    providerNameAr: text("provider_name_ar").notNull(),
    bookingLink: text("booking_link"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    // Cancellation terms of a booking (copied into the reservation when booked): free within this many hours
    // of booking, then this percentage of the price; never after the offer's end date.
    freeCancellationHours: integer("free_cancellation_hours").notNull().default(24),
    cancellationFeePercent: integer("cancellation_fee_percent").notNull().default(10),
    /** What the details page and the voucher state: inclusions, conditions and cancellation, in each language. */
    termsAr: text("terms_ar").notNull().default(""),
    termsEn: text("terms_en").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("offers_featured_idx").on(t.isFeatured, t.endDate),
    index("offers_end_date_idx").on(t.endDate),
    check("offers_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("offers_price_check", sql`${t.price} >= 0 and (${t.originalPrice} is null or ${t.originalPrice} >= ${t.price})`),
    check("offers_nights_check", sql`${t.nights} is null or ${t.nights} between 1 and 30`),
    check("offers_availability_check", sql`${t.availability} >= 0`),
    check("offers_cancellation_terms_check", sql`${t.freeCancellationHours} >= 0 and ${t.cancellationFeePercent} between 0 and 100`),
  ],
);
