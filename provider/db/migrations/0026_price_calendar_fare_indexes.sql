-- The price calendar (and a search) prices each flight of a route's day from its cabin's row and its cheapest fare
-- type: both read from an index alone (an index-only scan, no heap page per flight), the cheapest fare type as the
-- first entry of the flight's. flight_tickets_flight_price_idx replaces flight_tickets_flight_idx, whose lookups it serves.
CREATE INDEX "flight_tickets_flight_price_idx" ON "flight_tickets" USING btree ("flight_id","price");--> statement-breakpoint
DROP INDEX "flight_tickets_flight_idx";--> statement-breakpoint
CREATE INDEX "flight_classes_fare_idx" ON "flight_classes" USING btree ("flight_id","class","price","seat_capacity");
