-- Issue 25 point 4: a round trip is one booking. The outbound leg stays in reservation_flights (one row per flight
-- reservation, as before); a round trip adds its return leg here, with the fare it was priced at and its own
-- cancellation fee share, so the quote applies each leg's fare terms. The return seats are rows of reservation_seats
-- (their flight_id is the return flight's, under the same unique (flight, seat) index), and each traveller's return
-- seat is kept beside the outbound one. One-way reservations, old and new, have no row here.
CREATE TABLE "reservation_flight_returns" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"kind" "booking_kind" DEFAULT 'flight' NOT NULL,
	"flight_id" uuid NOT NULL,
	"fare_class" "fare_class" NOT NULL,
	"ticket_id" integer NOT NULL,
	"outbound_fare" bigint NOT NULL,
	"outbound_fee_percent" smallint NOT NULL,
	"return_fare" bigint NOT NULL,
	"return_fee_percent" smallint NOT NULL,
	CONSTRAINT "reservation_flight_returns_kind" CHECK ("reservation_flight_returns"."kind" = 'flight'),
	CONSTRAINT "reservation_flight_returns_fares" CHECK ("reservation_flight_returns"."outbound_fare" >= 0 and "reservation_flight_returns"."return_fare" >= 0),
	CONSTRAINT "reservation_flight_returns_fee_percents" CHECK ("reservation_flight_returns"."outbound_fee_percent" between 0 and 100 and "reservation_flight_returns"."return_fee_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "reservation_flight_returns" ADD CONSTRAINT "reservation_flight_returns_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_flight_returns" ADD CONSTRAINT "reservation_flight_returns_ticket_id_flight_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."flight_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_flight_returns" ADD CONSTRAINT "reservation_flight_returns_reservation_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation_flights"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_flight_returns_flight_idx" ON "reservation_flight_returns" USING btree ("flight_id");--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD COLUMN "return_seat_id" integer;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD COLUMN "return_seat_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_travelers" ADD CONSTRAINT "reservation_travelers_return_seat_id_plane_seats_id_fk" FOREIGN KEY ("return_seat_id") REFERENCES "public"."plane_seats"("id") ON DELETE no action ON UPDATE no action;
