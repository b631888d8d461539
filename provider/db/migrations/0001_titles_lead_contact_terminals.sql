-- Hand-edited after drizzle-kit generate: the migrator runs in one transaction, where values added with
-- ALTER TYPE … ADD VALUE cannot be used yet, so the enum is rebuilt and existing rows are mapped on the way:
-- a child or infant booked as Mr becomes Mstr, as Mrs becomes Miss; adults keep their title.
ALTER TYPE "public"."traveler_gender" RENAME TO "traveler_gender_0000";--> statement-breakpoint
CREATE TYPE "public"."traveler_gender" AS ENUM('Mr', 'Mrs', 'Ms', 'Mstr', 'Miss');--> statement-breakpoint
ALTER TABLE "reservation_travelers" ALTER COLUMN "gender" SET DATA TYPE "public"."traveler_gender" USING (
  CASE
    WHEN "type" <> 'adult' AND "gender"::text = 'Mr' THEN 'Mstr'
    WHEN "type" <> 'adult' AND "gender"::text = 'Mrs' THEN 'Miss'
    ELSE "gender"::text
  END
)::"public"."traveler_gender";--> statement-breakpoint
DROP TYPE "public"."traveler_gender_0000";--> statement-breakpoint
ALTER TABLE "reservation_travelers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "departure_terminal_ar" text;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "arrival_terminal_ar" text;--> statement-breakpoint
-- Hand-edited: the Arabic names of the existing terminals; numbers and letters read the same in both languages.
UPDATE "flights" SET
  "departure_terminal_ar" = CASE "departure_terminal" WHEN 'North' THEN 'الشمالية' WHEN 'Main' THEN 'الرئيسية' ELSE "departure_terminal" END,
  "arrival_terminal_ar" = CASE "arrival_terminal" WHEN 'North' THEN 'الشمالية' WHEN 'Main' THEN 'الرئيسية' ELSE "arrival_terminal" END;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_terminals_localized" CHECK (("flights"."departure_terminal" is null) = ("flights"."departure_terminal_ar" is null) and ("flights"."arrival_terminal" is null) = ("flights"."arrival_terminal_ar" is null));--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD CONSTRAINT "reservation_travelers_lead_contact" CHECK ("reservation_travelers"."ordinal" <> 0 or ("reservation_travelers"."email" is not null and "reservation_travelers"."phone" is not null));--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD CONSTRAINT "reservation_travelers_title_fits_type" CHECK (("reservation_travelers"."type" = 'adult' and "reservation_travelers"."gender" in ('Mr', 'Mrs', 'Ms')) or ("reservation_travelers"."type" <> 'adult' and "reservation_travelers"."gender" in ('Mstr', 'Miss')));