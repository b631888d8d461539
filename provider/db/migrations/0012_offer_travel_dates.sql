-- Offers are dated (issue 22, point 2): a stay offer lasts its nights from the check-in the traveller picks in the
-- window; a booking keeps its travel date, nights and (flights, packages) each traveller's name. Offers and bookings
-- made before stay null: an undated stay offer lets the traveller pick the nights, an old booking shows no dates.
ALTER TABLE "offers" ADD COLUMN "nights" smallint;--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD COLUMN "travel_date" date;--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD COLUMN "nights" smallint;--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD COLUMN "traveler_names" text[];--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_nights_check" CHECK ("offers"."nights" is null or "offers"."nights" between 1 and 30);--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD CONSTRAINT "reservation_offers_nights" CHECK ("reservation_offers"."nights" is null or "reservation_offers"."nights" between 1 and 30);--> statement-breakpoint
ALTER TABLE "reservation_offers" ADD CONSTRAINT "reservation_offers_names" CHECK ("reservation_offers"."traveler_names" is null or cardinality("reservation_offers"."traveler_names") = "reservation_offers"."traveler_count");