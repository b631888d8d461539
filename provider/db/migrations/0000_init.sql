CREATE TYPE "public"."account_token_purpose" AS ENUM('confirm-email', 'reset-password');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('Admin', 'User');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('flight', 'hotel', 'package', 'chalet', 'taxi');--> statement-breakpoint
CREATE TYPE "public"."fare_class" AS ENUM('economy', 'business', 'first');--> statement-breakpoint
CREATE TYPE "public"."flight_status" AS ENUM('scheduled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."meal_kind" AS ENUM('standard', 'special', 'dietary');--> statement-breakpoint
CREATE TYPE "public"."reservation_extra_kind" AS ENUM('bag', 'meal');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."payment_result" AS ENUM('succeeded', 'declined');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('pending', 'confirmed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."traveler_gender" AS ENUM('Mr', 'Mrs');--> statement-breakpoint
CREATE TYPE "public"."traveler_type" AS ENUM('adult', 'child', 'infant');--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "account_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'User' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"facebook_link" text,
	"instagram_link" text,
	"snapchat_link" text,
	"linkedin_link" text,
	"twitter_link" text,
	"youtube_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"type" "offer_type" NOT NULL,
	"origin" text,
	"destination" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"availability" integer DEFAULT 0 NOT NULL,
	"image" text,
	"provider_name" text NOT NULL,
	"booking_link" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_dates_check" CHECK ("offers"."end_date" >= "offers"."start_date"),
	CONSTRAINT "offers_price_check" CHECK ("offers"."price" >= 0 and ("offers"."original_price" is null or "offers"."original_price" >= "offers"."price")),
	CONSTRAINT "offers_availability_check" CHECK ("offers"."availability" >= 0)
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"city_ar" text NOT NULL,
	"city_en" text NOT NULL,
	"country_ar" text NOT NULL,
	"country_en" text NOT NULL,
	"country_code" text NOT NULL,
	"timezone" text NOT NULL,
	"image" text,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || name_en || ' ' || city_en || ' ' || country_en || ' ' || translate(name_ar || ' ' || city_ar || ' ' || country_ar, 'أإآٱىة', 'اااايه'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airports_code_iata" CHECK ("airports"."code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"code" text NOT NULL,
	"location_ar" text NOT NULL,
	"location_en" text NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_iata" CHECK ("companies"."code" ~ '^[A-Z0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" uuid NOT NULL,
	"weight_kg" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_classes" (
	"flight_id" uuid NOT NULL,
	"class" "fare_class" NOT NULL,
	"price" integer NOT NULL,
	"seat_capacity" integer NOT NULL,
	CONSTRAINT "flight_classes_flight_id_class_pk" PRIMARY KEY("flight_id","class"),
	CONSTRAINT "flight_classes_price_positive" CHECK ("flight_classes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "flight_meals" (
	"flight_id" uuid NOT NULL,
	"meal_id" integer NOT NULL,
	CONSTRAINT "flight_meals_flight_id_meal_id_pk" PRIMARY KEY("flight_id","meal_id")
);
--> statement-breakpoint
CREATE TABLE "flight_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"airport_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" uuid NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"editable" boolean DEFAULT false NOT NULL,
	"edit_fees" integer DEFAULT 0 NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flight_number" text NOT NULL,
	"date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"departure_minute" smallint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"stops_count" smallint DEFAULT 0 NOT NULL,
	"company_id" integer NOT NULL,
	"plane_id" integer NOT NULL,
	"departure_airport_id" integer NOT NULL,
	"arrival_airport_id" integer NOT NULL,
	"departure_terminal" text,
	"departure_gate" text,
	"arrival_terminal" text,
	"arrival_gate" text,
	"seat_selection_price" integer DEFAULT 0 NOT NULL,
	"status" "flight_status" DEFAULT 'scheduled' NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"service_fees" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"profit" integer DEFAULT 0 NOT NULL,
	"terms_ar" text DEFAULT '' NOT NULL,
	"terms_en" text DEFAULT '' NOT NULL,
	"notes_ar" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"booking_ticket_price" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flights_arrival_after_departure" CHECK ("flights"."arrival_at" > "flights"."departure_at"),
	CONSTRAINT "flights_airports_differ" CHECK ("flights"."departure_airport_id" <> "flights"."arrival_airport_id"),
	CONSTRAINT "flights_money_non_negative" CHECK ("flights"."tax" >= 0 and "flights"."service_fees" >= 0 and "flights"."discount" >= 0 and "flights"."seat_selection_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "meal_kind" DEFAULT 'standard' NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plane_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"plane_id" integer NOT NULL,
	"seat_number" text NOT NULL,
	"row" smallint NOT NULL,
	"column" text NOT NULL,
	"class" "fare_class" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planes" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"layout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"flight_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_flight_id_pk" PRIMARY KEY("user_id","flight_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" "payment_result" NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"last4" text,
	"provider_ref" text,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" "reservation_extra_kind" NOT NULL,
	"bag_id" integer,
	"meal_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "reservation_extras_target" CHECK (("reservation_extras"."kind" = 'bag' and "reservation_extras"."bag_id" is not null and "reservation_extras"."meal_id" is null) or ("reservation_extras"."kind" = 'meal' and "reservation_extras"."meal_id" is not null and "reservation_extras"."bag_id" is null)),
	CONSTRAINT "reservation_extras_quantity" CHECK ("reservation_extras"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_seats" (
	"reservation_id" uuid NOT NULL,
	"flight_id" uuid NOT NULL,
	"seat_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_travelers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"ordinal" smallint NOT NULL,
	"gender" "traveler_gender" NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"passport_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"type" "traveler_type" NOT NULL,
	"seat_id" integer,
	"seat_chosen" boolean DEFAULT false NOT NULL,
	"luggage" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"flight_id" uuid NOT NULL,
	"fare_class" "fare_class" NOT NULL,
	"ticket_id" integer NOT NULL,
	"status" "reservation_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"fare" integer NOT NULL,
	"tax" integer NOT NULL,
	"service_fees" integer NOT NULL,
	"discount" integer NOT NULL,
	"extras" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"cancellation_fee" integer,
	"refund_amount" integer,
	"cancelled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_total_non_negative" CHECK ("reservations"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_bags" ADD CONSTRAINT "flight_bags_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_classes" ADD CONSTRAINT "flight_classes_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_meals" ADD CONSTRAINT "flight_meals_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_meals" ADD CONSTRAINT "flight_meals_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_stops" ADD CONSTRAINT "flight_stops_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_stops" ADD CONSTRAINT "flight_stops_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_tickets" ADD CONSTRAINT "flight_tickets_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_plane_id_planes_id_fk" FOREIGN KEY ("plane_id") REFERENCES "public"."planes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_departure_airport_id_airports_id_fk" FOREIGN KEY ("departure_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_arrival_airport_id_airports_id_fk" FOREIGN KEY ("arrival_airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plane_seats" ADD CONSTRAINT "plane_seats_plane_id_planes_id_fk" FOREIGN KEY ("plane_id") REFERENCES "public"."planes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_bag_id_flight_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."flight_bags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_extras" ADD CONSTRAINT "reservation_extras_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_seats" ADD CONSTRAINT "reservation_seats_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_seats" ADD CONSTRAINT "reservation_seats_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_seats" ADD CONSTRAINT "reservation_seats_seat_id_plane_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."plane_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD CONSTRAINT "reservation_travelers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD CONSTRAINT "reservation_travelers_seat_id_plane_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."plane_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_ticket_id_flight_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."flight_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "offers_featured_idx" ON "offers" USING btree ("is_featured","end_date");--> statement-breakpoint
CREATE INDEX "offers_end_date_idx" ON "offers" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "airports_code_key" ON "airports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_key" ON "companies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "flight_bags_flight_idx" ON "flight_bags" USING btree ("flight_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_stops_flight_ordinal_key" ON "flight_stops" USING btree ("flight_id","ordinal");--> statement-breakpoint
CREATE INDEX "flight_tickets_flight_idx" ON "flight_tickets" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flights_route_date_idx" ON "flights" USING btree ("departure_airport_id","arrival_airport_id","date","departure_minute");--> statement-breakpoint
CREATE INDEX "flights_date_idx" ON "flights" USING btree ("date");--> statement-breakpoint
CREATE INDEX "flights_company_idx" ON "flights" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plane_seats_plane_number_key" ON "plane_seats" USING btree ("plane_id","seat_number");--> statement-breakpoint
CREATE INDEX "plane_seats_plane_class_idx" ON "plane_seats" USING btree ("plane_id","class");--> statement-breakpoint
CREATE UNIQUE INDEX "planes_model_key" ON "planes" USING btree ("model");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_reservation" ON "payments" USING btree ("reservation_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_extras_reservation_idx" ON "reservation_extras" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_seats_flight_seat_key" ON "reservation_seats" USING btree ("flight_id","seat_id");--> statement-breakpoint
CREATE INDEX "reservation_seats_reservation_idx" ON "reservation_seats" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_travelers_ordinal_key" ON "reservation_travelers" USING btree ("reservation_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_key" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_user_created_idx" ON "reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_flight_idx" ON "reservations" USING btree ("flight_id");