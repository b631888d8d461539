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
-- Hand-edited (drizzle does not model functions or triggers): the rows of some flights written again from their
-- current state. Only scheduled flights have rows; a cancelled one loses them, a deleted one too.
CREATE FUNCTION "flight_day_fares_refresh"("p_flight_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "flight_day_fares" WHERE "flight_id" = ANY("p_flight_ids");
  INSERT INTO "flight_day_fares" ("flight_id", "class", "departure_airport_id", "arrival_airport_id", "date", "departure_at",
      "adult_price", "fare", "tax", "service_fees", "discount", "seat_capacity")
    SELECT f."id", fc."class", f."departure_airport_id", f."arrival_airport_id", f."date", f."departure_at",
      greatest(0, p."fare" + f."tax" + f."service_fees" - f."discount"), p."fare", f."tax", f."service_fees", f."discount", fc."seat_capacity"
    FROM "flights" f
    JOIN "flight_classes" fc ON fc."flight_id" = f."id"
    CROSS JOIN LATERAL (SELECT fc."price" + coalesce((SELECT min(t."price") FROM "flight_tickets" t WHERE t."flight_id" = f."id"), 0) AS "fare") p
    WHERE f."id" = ANY("p_flight_ids") AND f."status" = 'scheduled'
  -- Two transactions refreshing one flight (a plane's seats and a fare type, say): the later one's DELETE did not see
  -- the rows the other committed meanwhile, its INSERT does (each statement of the function takes a new snapshot).
  ON CONFLICT ("flight_id", "class") DO UPDATE SET "departure_airport_id" = EXCLUDED."departure_airport_id",
    "arrival_airport_id" = EXCLUDED."arrival_airport_id", "date" = EXCLUDED."date", "departure_at" = EXCLUDED."departure_at",
    "adult_price" = EXCLUDED."adult_price", "fare" = EXCLUDED."fare", "tax" = EXCLUDED."tax", "service_fees" = EXCLUDED."service_fees",
    "discount" = EXCLUDED."discount", "seat_capacity" = EXCLUDED."seat_capacity";
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
-- Once per statement, over the flights its rows touched: an admin's save is a few flights, a bulk load or a price
-- change over a route thousands, refreshed in one pass rather than flight by flight. A trigger with transition tables
-- takes one event, so each table has three; a flight's update counts only when a column the rows copy changed.
CREATE FUNCTION "flight_day_fares_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := CASE TG_TABLE_NAME WHEN 'flights' THEN 'id' ELSE 'flight_id' END;
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT (to_jsonb(n) ->> key)::uuid FROM "new_rows" n);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT (to_jsonb(o) ->> key)::uuid FROM "old_rows" o);
  ELSIF TG_TABLE_NAME = 'flights' THEN
    ids := ARRAY(SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (o."status", o."date", o."departure_at", o."departure_airport_id", o."arrival_airport_id", o."tax", o."service_fees", o."discount")
        IS DISTINCT FROM (n."status", n."date", n."departure_at", n."departure_airport_id", n."arrival_airport_id", n."tax", n."service_fees", n."discount"));
  ELSE
    ids := ARRAY(SELECT (to_jsonb(o) ->> key)::uuid FROM "old_rows" o UNION SELECT (to_jsonb(n) ->> key)::uuid FROM "new_rows" n);
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM "flight_day_fares_refresh"(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flights_day_fares_insert" AFTER INSERT ON "flights" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flights_day_fares_update" AFTER UPDATE ON "flights" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flights_day_fares_delete" AFTER DELETE ON "flights" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_classes_day_fares_insert" AFTER INSERT ON "flight_classes" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_classes_day_fares_update" AFTER UPDATE ON "flight_classes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_classes_day_fares_delete" AFTER DELETE ON "flight_classes" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_tickets_day_fares_insert" AFTER INSERT ON "flight_tickets" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_tickets_day_fares_update" AFTER UPDATE ON "flight_tickets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
CREATE TRIGGER "flight_tickets_day_fares_delete" AFTER DELETE ON "flight_tickets" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "flight_day_fares_sync"();--> statement-breakpoint
-- The flights already there.
SELECT "flight_day_fares_fill"();
