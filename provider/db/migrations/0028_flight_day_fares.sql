-- The price calendar's table: each bookable cabin of each scheduled flight, with its route, local departure day and
-- all-in adult price (class + cheapest fare type + tax + fees − discount, as a search prices it), indexed in the order
-- a day's search lists flights by price. A calendar day is then the first entries of one index range instead of every
-- flight of the day priced through its cabin and fare types. Seats left are not kept: held seats come back when a
-- hold expires, with no write to fire a trigger, so the calendar counts them live for the first few entries.
CREATE TABLE "flight_day_fares" (
	"flight_id" uuid NOT NULL,
	"class" "fare_class" NOT NULL,
	"departure_airport_id" integer NOT NULL,
	"arrival_airport_id" integer NOT NULL,
	"date" date NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"adult_price" bigint NOT NULL,
	"fare" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"service_fees" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"seat_capacity" integer NOT NULL,
	CONSTRAINT "flight_day_fares_flight_id_class_pk" PRIMARY KEY("flight_id","class")
);
--> statement-breakpoint
ALTER TABLE "flight_day_fares" ADD CONSTRAINT "flight_day_fares_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_day_fares_calendar_idx" ON "flight_day_fares" USING btree ("departure_airport_id","arrival_airport_id","class","date","adult_price","departure_at","flight_id","seat_capacity","fare","tax","service_fees","discount");--> statement-breakpoint
-- Hand-edited (drizzle does not model functions or triggers): a flight's rows written again from its current state.
-- Only scheduled flights have rows; a cancelled one loses them, a deleted one too (the foreign key cascades).
CREATE FUNCTION "flight_day_fares_refresh"("p_flight_id" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "flight_day_fares" WHERE "flight_id" = "p_flight_id";
  INSERT INTO "flight_day_fares" ("flight_id", "class", "departure_airport_id", "arrival_airport_id", "date", "departure_at",
      "adult_price", "fare", "tax", "service_fees", "discount", "seat_capacity")
    SELECT f."id", fc."class", f."departure_airport_id", f."arrival_airport_id", f."date", f."departure_at",
      greatest(0, p."fare" + f."tax" + f."service_fees" - f."discount"), p."fare", f."tax", f."service_fees", f."discount", fc."seat_capacity"
    FROM "flights" f
    JOIN "flight_classes" fc ON fc."flight_id" = f."id"
    CROSS JOIN LATERAL (SELECT fc."price" + coalesce((SELECT min(t."price") FROM "flight_tickets" t WHERE t."flight_id" = f."id"), 0) AS "fare") p
    WHERE f."id" = "p_flight_id" AND f."status" = 'scheduled';
$$;--> statement-breakpoint
-- The rows of the scheduled flights that have none: what a bulk load with triggers off (the seed) leaves to do.
CREATE FUNCTION "flight_day_fares_fill"() RETURNS void LANGUAGE sql AS $$
  INSERT INTO "flight_day_fares" ("flight_id", "class", "departure_airport_id", "arrival_airport_id", "date", "departure_at",
      "adult_price", "fare", "tax", "service_fees", "discount", "seat_capacity")
    SELECT f."id", fc."class", f."departure_airport_id", f."arrival_airport_id", f."date", f."departure_at",
      greatest(0, p."fare" + f."tax" + f."service_fees" - f."discount"), p."fare", f."tax", f."service_fees", f."discount", fc."seat_capacity"
    FROM "flights" f
    JOIN "flight_classes" fc ON fc."flight_id" = f."id"
    CROSS JOIN LATERAL (SELECT fc."price" + coalesce((SELECT min(t."price") FROM "flight_tickets" t WHERE t."flight_id" = f."id"), 0) AS "fare") p
    WHERE f."status" = 'scheduled' AND NOT EXISTS (SELECT 1 FROM "flight_day_fares" x WHERE x."flight_id" = f."id");
$$;--> statement-breakpoint
CREATE FUNCTION "flight_day_fares_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id uuid;
  new_id uuid;
BEGIN
  IF TG_TABLE_NAME = 'flights' THEN
    IF TG_OP <> 'INSERT' THEN old_id := OLD."id"; END IF;
    IF TG_OP <> 'DELETE' THEN new_id := NEW."id"; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN old_id := OLD."flight_id"; END IF;
    IF TG_OP <> 'DELETE' THEN new_id := NEW."flight_id"; END IF;
  END IF;
  IF old_id IS NOT NULL AND old_id IS DISTINCT FROM new_id THEN
    PERFORM "flight_day_fares_refresh"(old_id);
  END IF;
  IF new_id IS NOT NULL THEN
    PERFORM "flight_day_fares_refresh"(new_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A flight's row: only the columns the table copies (an edit of its terms or gates writes nothing here).
CREATE TRIGGER "flights_day_fares" AFTER INSERT OR DELETE OR UPDATE OF "id", "status", "date", "departure_at",
  "departure_airport_id", "arrival_airport_id", "tax", "service_fees", "discount" ON "flights"
  FOR EACH ROW EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_classes_day_fares" AFTER INSERT OR UPDATE OR DELETE ON "flight_classes"
  FOR EACH ROW EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_tickets_day_fares" AFTER INSERT OR DELETE OR UPDATE OF "flight_id", "price" ON "flight_tickets"
  FOR EACH ROW EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
-- The flights already there.
SELECT "flight_day_fares_fill"();
