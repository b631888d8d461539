CREATE TABLE "destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"airport_code" text NOT NULL,
	"city_ar" text NOT NULL,
	"city_en" text NOT NULL,
	"country_ar" text NOT NULL,
	"country_en" text NOT NULL,
	"image" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_airport_code_iata" CHECK ("destinations"."airport_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "terms_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "terms_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_airport_code_key" ON "destinations" USING btree ("airport_code");--> statement-breakpoint
CREATE INDEX "flights_arrival_departure_idx" ON "flights" USING btree ("arrival_airport_id","departure_at");