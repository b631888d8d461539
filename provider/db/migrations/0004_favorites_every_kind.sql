ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_flight_id_pk";--> statement-breakpoint
ALTER TABLE "favorites" ALTER COLUMN "flight_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Hand-edited: the rows already there are all flights; the default fills them, then goes (every insert names its kind).
ALTER TABLE "favorites" ADD COLUMN "kind" "booking_kind" DEFAULT 'flight' NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_flight_key" ON "favorites" USING btree ("user_id","flight_id") WHERE "favorites"."flight_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_offer_key" ON "favorites" USING btree ("user_id","offer_id") WHERE "favorites"."offer_id" is not null;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_kind_reference" CHECK (("favorites"."kind" = 'flight' and "favorites"."flight_id" is not null and "favorites"."offer_id" is null) or ("favorites"."kind" = 'offer' and "favorites"."offer_id" is not null and "favorites"."flight_id" is null));