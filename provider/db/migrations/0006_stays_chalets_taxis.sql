-- Hand-edited: btree_gist lets one exclusion constraint compare a room's id (=) and its nights (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."bed_type" AS ENUM('king', 'queen', 'twin', 'double', 'single', 'family');--> statement-breakpoint
CREATE TYPE "public"."board" AS ENUM('room-only', 'breakfast', 'half-board');--> statement-breakpoint
CREATE TYPE "public"."landmark" AS ENUM('haram', 'corniche', 'city-centre', 'old-town');--> statement-breakpoint
CREATE TYPE "public"."passenger_group" AS ENUM('1-3', '4-7', '8+');--> statement-breakpoint
CREATE TYPE "public"."vehicle_class" AS ENUM('sedan', 'business', 'suv', 'minivan', 'van');--> statement-breakpoint
CREATE TABLE "chalets" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"district_ar" text NOT NULL,
	"district_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"capacity" smallint NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" smallint NOT NULL,
	"private_pool" boolean NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" smallint NOT NULL,
	"families_only" boolean NOT NULL,
	"no_parties" boolean NOT NULL,
	"quiet_hours_from" text,
	"quiet_hours_to" text,
	"security_deposit" integer NOT NULL,
	"check_in_from" text NOT NULL,
	"check_in_until" text NOT NULL,
	"check_out_from" text NOT NULL,
	"check_out_until" text NOT NULL,
	"nightly_price" integer NOT NULL,
	"weekend_price" integer NOT NULL,
	"free_cancellation_days" smallint NOT NULL,
	CONSTRAINT "chalets_capacity" CHECK ("chalets"."capacity" between 1 and 60 and "chalets"."bedrooms" between 0 and 20),
	CONSTRAINT "chalets_prices" CHECK ("chalets"."nightly_price" > 0 and "chalets"."weekend_price" > 0 and "chalets"."security_deposit" >= 0),
	CONSTRAINT "chalets_quiet_hours" CHECK (("chalets"."quiet_hours_from" is null) = ("chalets"."quiet_hours_to" is null))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"country_ar" text NOT NULL,
	"country_en" text NOT NULL,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"capacity" smallint NOT NULL,
	"bed_type" "bed_type" NOT NULL,
	"board" "board" NOT NULL,
	"size_sqm" smallint NOT NULL,
	"photo" text,
	"nightly_price" integer NOT NULL,
	"weekend_price" integer,
	"refundable" boolean NOT NULL,
	"free_cancellation_days" smallint,
	CONSTRAINT "hotel_room_types_capacity" CHECK ("hotel_room_types"."capacity" between 1 and 12),
	CONSTRAINT "hotel_room_types_prices" CHECK ("hotel_room_types"."nightly_price" > 0 and ("hotel_room_types"."weekend_price" is null or "hotel_room_types"."weekend_price" > 0)),
	CONSTRAINT "hotel_room_types_refund_terms" CHECK ("hotel_room_types"."refundable" = ("hotel_room_types"."free_cancellation_days" is not null) and coalesce("hotel_room_types"."free_cancellation_days", 0) between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"stars" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"landmark" "landmark" NOT NULL,
	"landmark_km" double precision NOT NULL,
	"airport_km" double precision NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '12:00' NOT NULL,
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 1 and 5),
	CONSTRAINT "hotels_rating" CHECK ("hotels"."rating" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "taxi_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"airport_id" integer NOT NULL,
	"area" text NOT NULL,
	"area_ar" text NOT NULL,
	"area_en" text NOT NULL,
	"vehicle_class" "vehicle_class" NOT NULL,
	"passenger_group" "passenger_group" NOT NULL,
	"vehicle_ar" text NOT NULL,
	"vehicle_en" text NOT NULL,
	"photo" text,
	"max_passengers" smallint NOT NULL,
	"max_bags" smallint NOT NULL,
	"price" integer NOT NULL,
	"distance_km" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"free_waiting_minutes" smallint NOT NULL,
	"meet_and_greet" boolean NOT NULL,
	"child_seats" smallint NOT NULL,
	"vehicles_per_slot" smallint NOT NULL,
	CONSTRAINT "taxi_transfers_group_fits" CHECK (("taxi_transfers"."passenger_group" = '1-3' and "taxi_transfers"."max_passengers" between 1 and 3) or ("taxi_transfers"."passenger_group" = '4-7' and "taxi_transfers"."max_passengers" between 4 and 7) or ("taxi_transfers"."passenger_group" = '8+' and "taxi_transfers"."max_passengers" >= 8)),
	CONSTRAINT "taxi_transfers_numbers" CHECK ("taxi_transfers"."price" > 0 and "taxi_transfers"."max_bags" >= 0 and "taxi_transfers"."child_seats" >= 0 and "taxi_transfers"."vehicles_per_slot" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "reservation_stays" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"kind" "booking_kind" NOT NULL,
	"hotel_id" integer,
	"room_type_id" integer,
	"room_unit_id" integer,
	"chalet_id" integer,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" daterange GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED NOT NULL,
	"guests" smallint NOT NULL,
	"weekend_nights" smallint NOT NULL,
	"nightly_price" integer NOT NULL,
	"weekend_price" integer NOT NULL,
	"security_deposit" integer,
	"lead_full_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"special_requests" text,
	"released_at" timestamp with time zone,
	CONSTRAINT "reservation_stays_kind" CHECK (("reservation_stays"."kind" = 'hotel' and "reservation_stays"."hotel_id" is not null and "reservation_stays"."room_type_id" is not null and "reservation_stays"."room_unit_id" is not null and "reservation_stays"."chalet_id" is null)
        or ("reservation_stays"."kind" = 'chalet' and "reservation_stays"."chalet_id" is not null and "reservation_stays"."hotel_id" is null and "reservation_stays"."room_type_id" is null and "reservation_stays"."room_unit_id" is null)),
	CONSTRAINT "reservation_stays_dates" CHECK ("reservation_stays"."check_out" > "reservation_stays"."check_in" and "reservation_stays"."guests" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_taxis" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"kind" "booking_kind" DEFAULT 'taxi' NOT NULL,
	"transfer_id" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"vehicle_number" smallint NOT NULL,
	"passengers" smallint NOT NULL,
	"bags" smallint NOT NULL,
	"child_seats" smallint NOT NULL,
	"flight_number" text,
	"unit_price" integer NOT NULL,
	"lead_full_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "reservation_taxis_kind" CHECK ("reservation_taxis"."kind" = 'taxi'),
	CONSTRAINT "reservation_taxis_counts" CHECK ("reservation_taxis"."passengers" > 0 and "reservation_taxis"."bags" >= 0 and "reservation_taxis"."child_seats" >= 0 and "reservation_taxis"."vehicle_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_kind_reference";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_fee_amount" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "chalet_id" integer;--> statement-breakpoint
ALTER TABLE "chalets" ADD CONSTRAINT "chalets_city_cities_slug_fk" FOREIGN KEY ("city") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_units" ADD CONSTRAINT "hotel_room_units_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_cities_slug_fk" FOREIGN KEY ("city") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_transfers" ADD CONSTRAINT "taxi_transfers_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_room_unit_id_hotel_room_units_id_fk" FOREIGN KEY ("room_unit_id") REFERENCES "public"."hotel_room_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_chalet_id_chalets_id_fk" FOREIGN KEY ("chalet_id") REFERENCES "public"."chalets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_reservation_fk" FOREIGN KEY ("reservation_id","kind") REFERENCES "public"."reservations"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_taxis" ADD CONSTRAINT "reservation_taxis_transfer_id_taxi_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."taxi_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_taxis" ADD CONSTRAINT "reservation_taxis_reservation_fk" FOREIGN KEY ("reservation_id","kind") REFERENCES "public"."reservations"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chalets_city_idx" ON "chalets" USING btree ("city");--> statement-breakpoint
CREATE INDEX "hotel_room_types_hotel_idx" ON "hotel_room_types" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_units_number_key" ON "hotel_room_units" USING btree ("room_type_id","number");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "taxi_transfers_route_vehicle_key" ON "taxi_transfers" USING btree ("airport_id","area","vehicle_class");--> statement-breakpoint
CREATE INDEX "reservation_stays_room_type_idx" ON "reservation_stays" USING btree ("room_type_id","check_in");--> statement-breakpoint
CREATE INDEX "reservation_stays_chalet_idx" ON "reservation_stays" USING btree ("chalet_id","check_in");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_taxis_slot_vehicle_key" ON "reservation_taxis" USING btree ("transfer_id","slot_start","vehicle_number") WHERE "reservation_taxis"."released_at" is null;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_chalet_id_chalets_id_fk" FOREIGN KEY ("chalet_id") REFERENCES "public"."chalets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_hotel_key" ON "favorites" USING btree ("user_id","hotel_id") WHERE "favorites"."hotel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_chalet_key" ON "favorites" USING btree ("user_id","chalet_id") WHERE "favorites"."chalet_id" is not null;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_kind_reference" CHECK (num_nonnulls("favorites"."flight_id", "favorites"."offer_id", "favorites"."hotel_id", "favorites"."chalet_id") = 1 and case "favorites"."kind"
        when 'flight' then "favorites"."flight_id" is not null when 'offer' then "favorites"."offer_id" is not null
        when 'hotel' then "favorites"."hotel_id" is not null when 'chalet' then "favorites"."chalet_id" is not null else false end);--> statement-breakpoint
-- Hand-edited from here: what drizzle cannot express.
-- A room unit, or a chalet, is never in two standing stays whose nights overlap. Nights are [check_in, check_out),
-- so one stay checking out the day the next checks in does not overlap. A released stay (hold expired, cancelled)
-- is outside the constraints' WHERE and gives its nights back. Each constraint's GiST index also serves the
-- searches' "which units are taken over these nights" (see services/hotels/search-sql.ts).
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_room_nights_excl"
  EXCLUDE USING gist ("room_unit_id" WITH =, "nights" WITH &&) WHERE ("released_at" IS NULL AND "room_unit_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_chalet_nights_excl"
  EXCLUDE USING gist ("chalet_id" WITH =, "nights" WITH &&) WHERE ("released_at" IS NULL AND "chalet_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reservation_stays" ADD CONSTRAINT "reservation_stays_kind_is_stay" CHECK ("kind" IN ('hotel', 'chalet'));--> statement-breakpoint
-- The hotel searches count the taken units of many room types at once: by room type and nights, standing stays only.
CREATE INDEX "reservation_stays_room_type_nights_idx" ON "reservation_stays" USING gist ("room_type_id", "nights") WHERE "released_at" IS NULL AND "room_type_id" IS NOT NULL;--> statement-breakpoint
-- Every reservation has its detail, now for the five kinds (replaces migration 0002's function).
CREATE OR REPLACE FUNCTION "reservations_detail_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_detail boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "reservations" WHERE "id" = NEW."id") THEN
    RETURN NULL;
  END IF;
  has_detail := CASE NEW."kind"
    WHEN 'flight' THEN EXISTS (SELECT 1 FROM "reservation_flights" WHERE "reservation_id" = NEW."id")
    WHEN 'offer' THEN EXISTS (SELECT 1 FROM "reservation_offers" WHERE "reservation_id" = NEW."id")
    WHEN 'hotel' THEN EXISTS (SELECT 1 FROM "reservation_stays" WHERE "reservation_id" = NEW."id")
    WHEN 'chalet' THEN EXISTS (SELECT 1 FROM "reservation_stays" WHERE "reservation_id" = NEW."id")
    WHEN 'taxi' THEN EXISTS (SELECT 1 FROM "reservation_taxis" WHERE "reservation_id" = NEW."id")
    ELSE false
  END;
  IF NOT has_detail THEN
    RAISE EXCEPTION 'reservation % of kind % has no detail row', NEW."id", NEW."kind"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservations_detail_exists';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_stays_kept" AFTER DELETE ON "reservation_stays"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservation_detail_kept"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservation_taxis_kept" AFTER DELETE ON "reservation_taxis"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservation_detail_kept"();
