-- Hand-edited: the rooms of an old install sleep adults only (adults = capacity) before the column is required, and one
-- exclusion constraint keeps the closed and priced ranges of a room type from overlapping.
CREATE TABLE "hotel_room_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"closed" boolean NOT NULL,
	"price" bigint,
	CONSTRAINT "hotel_room_rates_range" CHECK ("hotel_room_rates"."from_date" <= "hotel_room_rates"."to_date"),
	CONSTRAINT "hotel_room_rates_price" CHECK ("hotel_room_rates"."closed" = ("hotel_room_rates"."price" is null) and coalesce("hotel_room_rates"."price", 1) between 1 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "adults" smallint;--> statement-breakpoint
UPDATE "hotel_room_types" SET "adults" = "capacity";--> statement-breakpoint
ALTER TABLE "hotel_room_types" ALTER COLUMN "adults" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "policies_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "policies_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_room_rates" ADD CONSTRAINT "hotel_room_rates_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_room_rates_room_type_idx" ON "hotel_room_rates" USING btree ("room_type_id");--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_adults" CHECK ("hotel_room_types"."adults" between 1 and "hotel_room_types"."capacity");--> statement-breakpoint
ALTER TABLE "hotel_room_rates" ADD CONSTRAINT "hotel_room_rates_no_overlap" EXCLUDE USING gist ("room_type_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&);
