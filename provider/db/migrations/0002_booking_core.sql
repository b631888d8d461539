-- The booking core (ARCHITECTURE.md, "One booking core for five kinds"). Generated with drizzle-kit generate
-- in two steps (additions, then removals, so that it asked nothing) and hand-edited into one migration that keeps
-- every row: `reservations` keeps what every kind has, each kind's detail moves to its own table, existing
-- reservations become flight reservations with their detail rows and their cancellation terms (24 hours before
-- departure, 10 % of total − extras when paid, as the flight path applied them), and fare is renamed base.
CREATE TYPE "public"."booking_kind" AS ENUM('flight', 'offer', 'hotel', 'chalet', 'taxi');--> statement-breakpoint
CREATE TABLE "reservation_flights" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"kind" "booking_kind" DEFAULT 'flight' NOT NULL,
	"flight_id" uuid NOT NULL,
	"fare_class" "fare_class" NOT NULL,
	"ticket_id" integer NOT NULL,
	CONSTRAINT "reservation_flights_kind" CHECK ("reservation_flights"."kind" = 'flight')
);
--> statement-breakpoint
CREATE TABLE "reservation_offers" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"kind" "booking_kind" DEFAULT 'offer' NOT NULL,
	"offer_id" integer NOT NULL,
	"traveler_count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_original_price" integer,
	"lead_full_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"places_released_at" timestamp with time zone,
	CONSTRAINT "reservation_offers_kind" CHECK ("reservation_offers"."kind" = 'offer'),
	CONSTRAINT "reservation_offers_traveler_count" CHECK ("reservation_offers"."traveler_count" > 0),
	CONSTRAINT "reservation_offers_unit_price" CHECK ("reservation_offers"."unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "cancellation_fee_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
-- Hand-edited: every existing reservation is a flight; the default is dropped once they have it.
ALTER TABLE "reservations" ADD COLUMN "kind" "booking_kind" DEFAULT 'flight' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
-- Hand-edited: a rename, not a new column (drizzle-kit would have dropped fare and its values).
ALTER TABLE "reservations" RENAME COLUMN "fare" TO "base";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "free_cancellation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_fee_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "cancellation_fee_percent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_id_kind_key" UNIQUE("id","kind");--> statement-breakpoint
-- Hand-edited: the flight detail of every existing reservation, and its cancellation deadline.
INSERT INTO "reservation_flights" ("reservation_id", "kind", "flight_id", "fare_class", "ticket_id")
  SELECT "id", 'flight', "flight_id", "fare_class", "ticket_id" FROM "reservations";--> statement-breakpoint
UPDATE "reservations" r SET "cancellation_deadline" = f."departure_at" - interval '24 hours'
  FROM "flights" f WHERE f."id" = r."flight_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "cancellation_deadline" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_flights" ADD CONSTRAINT "reservation_flights_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_flights" ADD CONSTRAINT "reservation_flights_ticket_id_flight_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."flight_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_flights" ADD CONSTRAINT "reservation_flights_reservation_fk" FOREIGN KEY ("reservation_id","kind") REFERENCES "public"."reservations"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD CONSTRAINT "reservation_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD CONSTRAINT "reservation_offers_reservation_fk" FOREIGN KEY ("reservation_id","kind") REFERENCES "public"."reservations"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_flights_flight_idx" ON "reservation_flights" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "reservation_offers_offer_idx" ON "reservation_offers" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_cancellation_terms_check" CHECK ("offers"."free_cancellation_hours" >= 0 and "offers"."cancellation_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancellation_fee_percent" CHECK ("reservations"."cancellation_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_flight_id_flights_id_fk";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_ticket_id_flight_tickets_id_fk";--> statement-breakpoint
DROP INDEX "reservations_flight_idx";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "flight_id";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "fare_class";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "ticket_id";--> statement-breakpoint
-- Hand-edited (drizzle does not model triggers): a reservation without the detail row of its kind cannot be
-- committed. Deferred to the end of the transaction, so the core row and its detail are written in either order;
-- kinds that have no detail table yet (hotel, chalet, taxi) cannot be written at all.
CREATE FUNCTION "reservations_detail_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_detail boolean;
BEGIN
  -- Deleted again in the same transaction: nothing to check.
  IF NOT EXISTS (SELECT 1 FROM "reservations" WHERE "id" = NEW."id") THEN
    RETURN NULL;
  END IF;
  has_detail := CASE NEW."kind"
    WHEN 'flight' THEN EXISTS (SELECT 1 FROM "reservation_flights" WHERE "reservation_id" = NEW."id")
    WHEN 'offer' THEN EXISTS (SELECT 1 FROM "reservation_offers" WHERE "reservation_id" = NEW."id")
    ELSE false
  END;
  IF NOT has_detail THEN
    RAISE EXCEPTION 'reservation % of kind % has no detail row', NEW."id", NEW."kind"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservations_detail_exists';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_detail_exists" AFTER INSERT ON "reservations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservations_detail_exists"();
--> statement-breakpoint
-- Hand-edited: nor can a detail row be deleted while its reservation stays (deleting the reservation cascades).
CREATE FUNCTION "reservation_detail_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "reservations" WHERE "id" = OLD."reservation_id") THEN
    RAISE EXCEPTION 'the detail row of reservation % cannot be deleted without it', OLD."reservation_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservations_detail_exists';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_flights_kept" AFTER DELETE ON "reservation_flights"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservation_detail_kept"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_offers_kept" AFTER DELETE ON "reservation_offers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservation_detail_kept"();
