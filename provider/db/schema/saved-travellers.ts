// Companions a traveller keeps in the profile to fill a booking's traveller in one press. The passport number is
// stored only as AES-GCM ciphertext (provider/services/auth-backend/passport-cipher.ts): `passport_cipher` holds
// iv | tag | ciphertext, base64; `passport_last4` is what the masked display needs without the key.
import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { travelerGenderEnum } from "./reservations";

export const savedTravellers = pgTable(
  "saved_travellers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: travelerGenderEnum("title").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: text("nationality").notNull(),
    passportCipher: text("passport_cipher").notNull(),
    passportLast4: text("passport_last4").notNull(),
    passportExpiry: date("passport_expiry", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_travellers_user_idx").on(t.userId, t.createdAt)],
);
