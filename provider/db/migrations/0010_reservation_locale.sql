ALTER TABLE "reservations" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_locale" CHECK ("reservations"."locale" in ('ar', 'en'));