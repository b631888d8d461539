-- Hand-edited (drizzle-kit's diff also repeated 0017/0018, whose snapshots it could not see): airport transfers can be
-- archived (off sale, kept for their bookings) and have per-slot vehicle overrides over a date range and a time window.
CREATE TABLE "taxi_transfer_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"vehicles" smallint NOT NULL,
	CONSTRAINT "taxi_transfer_slots_range" CHECK ("taxi_transfer_slots"."from_date" <= "taxi_transfer_slots"."to_date"),
	CONSTRAINT "taxi_transfer_slots_times" CHECK ("taxi_transfer_slots"."from_time" ~ '^([01][0-9]|2[0-3]):[03]0$' and "taxi_transfer_slots"."to_time" ~ '^([01][0-9]|2[0-3]):[03]0$'),
	CONSTRAINT "taxi_transfer_slots_vehicles" CHECK ("taxi_transfer_slots"."vehicles" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "taxi_transfers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxi_transfer_slots" ADD CONSTRAINT "taxi_transfer_slots_transfer_id_taxi_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."taxi_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxi_transfer_slots_transfer_idx" ON "taxi_transfer_slots" USING btree ("transfer_id");
