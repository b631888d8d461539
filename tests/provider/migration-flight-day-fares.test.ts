// Migration 0028 (the price calendar's table) over a database holding flights written before it: each scheduled
// flight's cabins get their rows, priced as a search prices them (class + cheapest fare type + tax + fees − discount,
// never below 0); a cancelled flight gets none; and the triggers keep the rows from then on.
import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { migratedOver } from "./migration-support";

const postgres = await requirePostgres();
const TAG = "0028_flight_day_fares";
const [CHEAP, FREE, CANCELLED] = ["00000000-0000-4000-8000-0000000000f1", "00000000-0000-4000-8000-0000000000f2", "00000000-0000-4000-8000-0000000000f3"];

// Written as the admin wrote them then; the airports, airline and plane are not what is tested, so the foreign keys
// are off for these statements (replica mode skips the referential triggers).
const OLD_FLIGHTS = `set session_replication_role = replica;
  insert into flights (id, flight_number, date, departure_at, arrival_at, departure_minute, duration_minutes, company_id, plane_id,
      departure_airport_id, arrival_airport_id, tax, service_fees, discount, status)
    values ('${CHEAP}', 'SV1000', '2030-01-10', '2030-01-10T06:00:00Z', '2030-01-10T08:00:00Z', 540, 120, 1, 1, 1, 2, 4500, 2500, 0, 'scheduled'),
      ('${FREE}', 'SV1002', '2030-01-10', '2030-01-10T09:00:00Z', '2030-01-10T11:00:00Z', 720, 120, 1, 1, 1, 2, 4500, 2500, 90000, 'scheduled'),
      ('${CANCELLED}', 'SV1004', '2030-01-10', '2030-01-10T12:00:00Z', '2030-01-10T14:00:00Z', 900, 120, 1, 1, 1, 2, 4500, 2500, 0, 'cancelled');
  insert into flight_classes (flight_id, class, price, seat_capacity)
    values ('${CHEAP}', 'economy', 30000, 150), ('${CHEAP}', 'business', 93000, 24), ('${FREE}', 'economy', 30000, 150), ('${CANCELLED}', 'economy', 20000, 150);
  insert into flight_tickets (flight_id, name_ar, name_en, price)
    values ('${CHEAP}', 'قيمة', 'Value', 4500), ('${CHEAP}', 'مرن', 'Flex', 10500), ('${CANCELLED}', 'أساسي', 'Basic', 0);
  set session_replication_role = origin;`;

type Row = { flight_id: string; class: string; date: string; adult_price: string; fare: string; seat_capacity: number };
const ROWS = "select flight_id, class::text, date::text, adult_price::text, fare::text, seat_capacity from flight_day_fares order by flight_id, class";

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older flights on ${kind}`, () => {
    const migrated = migratedOver(kind, TAG, OLD_FLIGHTS);

    it("writes each scheduled flight's cabins with their all-in adult price, and nothing for a cancelled one", async () => {
      expect(await migrated().rows<Row>(ROWS)).toEqual([
        { flight_id: CHEAP, class: "business", date: "2030-01-10", adult_price: "104500", fare: "97500", seat_capacity: 24 },
        { flight_id: CHEAP, class: "economy", date: "2030-01-10", adult_price: "41500", fare: "34500", seat_capacity: 150 },
        // No fare type: the cabin's price alone; the discount above the price floors it at 0.
        { flight_id: FREE, class: "economy", date: "2030-01-10", adult_price: "0", fare: "30000", seat_capacity: 150 },
      ]);
    });

    it("keeps the rows after it: a fare type's price, a cancellation and a flight brought back", async () => {
      await migrated().exec(`update flight_tickets set price = 500 where flight_id = '${CHEAP}' and name_en = 'Value'`);
      await migrated().exec(`update flights set status = 'cancelled' where id = '${FREE}'`);
      await migrated().exec(`update flights set status = 'scheduled' where id = '${CANCELLED}'`);
      expect(await migrated().rows<Row>(ROWS)).toEqual([
        { flight_id: CHEAP, class: "business", date: "2030-01-10", adult_price: "100500", fare: "93500", seat_capacity: 24 },
        { flight_id: CHEAP, class: "economy", date: "2030-01-10", adult_price: "37500", fare: "30500", seat_capacity: 150 },
        { flight_id: CANCELLED, class: "economy", date: "2030-01-10", adult_price: "27000", fare: "20000", seat_capacity: 150 },
      ]);
    });
  });
}
