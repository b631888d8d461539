-- Hand-edited: a chalet's closed and priced ranges of nights, as hotel_room_rates are a room type's (0017), with one
-- exclusion constraint keeping the ranges of a chalet from overlapping (btree_gist is installed by 0006).
CREATE TABLE "chalet_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"chalet_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"closed" boolean NOT NULL,
	"price" bigint,
	CONSTRAINT "chalet_rates_range" CHECK ("chalet_rates"."from_date" <= "chalet_rates"."to_date"),
	CONSTRAINT "chalet_rates_price" CHECK ("chalet_rates"."closed" = ("chalet_rates"."price" is null) and coalesce("chalet_rates"."price", 1) between 1 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "chalet_rates" ADD CONSTRAINT "chalet_rates_chalet_id_chalets_id_fk" FOREIGN KEY ("chalet_id") REFERENCES "public"."chalets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chalet_rates_chalet_idx" ON "chalet_rates" USING btree ("chalet_id");--> statement-breakpoint
ALTER TABLE "chalet_rates" ADD CONSTRAINT "chalet_rates_no_overlap" EXCLUDE USING gist ("chalet_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&);
