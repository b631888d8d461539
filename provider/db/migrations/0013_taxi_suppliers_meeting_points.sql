-- Issue 22 point 6: who drives a transfer (its supplier and the phone the traveller calls) and where the driver meets
-- arriving travellers at each airport. Both nullable: transfers and airports written before read as "not given".
CREATE TABLE "taxi_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text,
	"email" text,
	CONSTRAINT "taxi_suppliers_phone_e164" CHECK ("taxi_suppliers"."phone" ~ '^\+[1-9][0-9]{7,14}$' and ("taxi_suppliers"."whatsapp" is null or "taxi_suppliers"."whatsapp" ~ '^\+[1-9][0-9]{7,14}$')),
	CONSTRAINT "taxi_suppliers_names" CHECK (length("taxi_suppliers"."name_ar") between 1 and 120 and length("taxi_suppliers"."name_en") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "meeting_point_ar" text;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "meeting_point_en" text;--> statement-breakpoint
ALTER TABLE "taxi_transfers" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "taxi_transfers" ADD CONSTRAINT "taxi_transfers_supplier_id_taxi_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."taxi_suppliers"("id") ON DELETE set null ON UPDATE no action;