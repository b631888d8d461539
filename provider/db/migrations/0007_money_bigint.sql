-- One ALTER per table: each table is rewritten once, not once per column (a seeded install's flights table is large).
ALTER TABLE "offers" ALTER COLUMN "price" SET DATA TYPE bigint, ALTER COLUMN "original_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "flight_bags" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "flight_classes" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "flight_tickets" ALTER COLUMN "price" SET DATA TYPE bigint, ALTER COLUMN "edit_fees" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "flights" ALTER COLUMN "seat_selection_price" SET DATA TYPE bigint, ALTER COLUMN "tax" SET DATA TYPE bigint, ALTER COLUMN "service_fees" SET DATA TYPE bigint, ALTER COLUMN "discount" SET DATA TYPE bigint, ALTER COLUMN "profit" SET DATA TYPE bigint, ALTER COLUMN "booking_ticket_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "meals" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chalets" ALTER COLUMN "security_deposit" SET DATA TYPE bigint, ALTER COLUMN "nightly_price" SET DATA TYPE bigint, ALTER COLUMN "weekend_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ALTER COLUMN "nightly_price" SET DATA TYPE bigint, ALTER COLUMN "weekend_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "taxi_transfers" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_extras" ALTER COLUMN "unit_price" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "base" SET DATA TYPE bigint, ALTER COLUMN "tax" SET DATA TYPE bigint, ALTER COLUMN "service_fees" SET DATA TYPE bigint, ALTER COLUMN "discount" SET DATA TYPE bigint, ALTER COLUMN "extras" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint, ALTER COLUMN "cancellation_fee_amount" SET DATA TYPE bigint, ALTER COLUMN "cancellation_fee" SET DATA TYPE bigint, ALTER COLUMN "refund_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_offers" ALTER COLUMN "unit_price" SET DATA TYPE bigint, ALTER COLUMN "unit_original_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_stays" ALTER COLUMN "nightly_price" SET DATA TYPE bigint, ALTER COLUMN "weekend_price" SET DATA TYPE bigint, ALTER COLUMN "security_deposit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "reservation_taxis" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chalets" ADD CONSTRAINT "chalets_prices_max" CHECK ("chalets"."nightly_price" <= 100000000 and "chalets"."weekend_price" <= 100000000 and "chalets"."security_deposit" <= 100000000);--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_prices_max" CHECK ("hotel_room_types"."nightly_price" <= 100000000 and coalesce("hotel_room_types"."weekend_price", 0) <= 100000000);--> statement-breakpoint
ALTER TABLE "taxi_transfers" ADD CONSTRAINT "taxi_transfers_price_max" CHECK ("taxi_transfers"."price" <= 100000000);
