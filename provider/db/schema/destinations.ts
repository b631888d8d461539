import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Popular destinations of the home page (managed by the admin later). `airportCode` is the IATA code of the city's
 * airport: the "from" price is read from the flights that land there, and the card links to a search to it. Not a
 * foreign key: a destination may be shown before any airline flies there (its "from" price is then null).
 */
export const destinations = pgTable(
  "destinations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    airportCode: text("airport_code").notNull(),
    cityAr: text("city_ar").notNull(),
    cityEn: text("city_en").notNull(),
    countryAr: text("country_ar").notNull(),
    countryEn: text("country_en").notNull(),
    /** Public path, e.g. /images/destinations/jeddah.jpg. */
    image: text("image"),
    sortOrder: smallint("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("destinations_airport_code_key").on(t.airportCode), check("destinations_airport_code_iata", sql`${t.airportCode} ~ '^[A-Z]{3}$'`)],
);
