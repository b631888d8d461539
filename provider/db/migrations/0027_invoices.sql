CREATE TABLE "invoice_counters" (
	"seller_vat_number" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_vat_number_series_pk" PRIMARY KEY("seller_vat_number","series"),
	CONSTRAINT "invoice_counters_series" CHECK ("invoice_counters"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_counters_last_number" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_name_en" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total" >= 0 and "invoices"."vat" >= 0 and "invoices"."vat" <= "invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"seller_vat_number" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."amount" > 0 and "credit_notes"."vat" >= 0 and "credit_notes"."vat" <= "credit_notes"."amount")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reservation_key" ON "invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_seller_number_key" ON "invoices" USING btree ("seller_vat_number","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_seller_number_key" ON "credit_notes" USING btree ("seller_vat_number","number");
