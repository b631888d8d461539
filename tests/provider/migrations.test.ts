// Migrations 0001 and 0002 on a database that already holds rows written under 0000: nothing is lost, titles of
// children and infants become Mstr/Miss, every terminal gets its Arabic name, and every reservation becomes a
// flight reservation of the booking core with its detail row and its cancellation terms.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requirePostgres } from "../support/db";
import { foldersBefore, MIGRATIONS, openRaw, type Raw } from "./migration-support";

const postgres = await requirePostgres();
/** The migrations folder as it was before 0001: the journal lists 0000 alone. */
const foldersUpTo0000 = () => foldersBefore("0001_titles_lead_contact_terminals");

// Rows as the app wrote them before 0001: a family whose child was booked as Mr and infant as Mrs, every
// traveller with an email and phone, and flights at terminals North, Main, 2 and none.
const LEGACY_ROWS = `
  insert into users (id, name, email, phone_number, password_hash) values ('00000000-0000-4000-8000-000000000001', 'Sara', 'sara@example.com', '+966500000001', 'x');
  insert into airports (id, code, name_ar, name_en, city_ar, city_en, country_ar, country_en, country_code, timezone) values
    (1, 'RUH', 'الرياض', 'Riyadh', 'الرياض', 'Riyadh', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh'),
    (2, 'JED', 'جدة', 'Jeddah', 'جدة', 'Jeddah', 'السعودية', 'Saudi Arabia', 'SA', 'Asia/Riyadh');
  insert into companies (id, name_ar, name_en, code, location_ar, location_en) values (1, 'السعودية', 'Saudia', 'SV', 'جدة', 'Jeddah');
  insert into planes (id, model) values (1, 'A320');
  insert into flights (id, flight_number, date, departure_at, arrival_at, departure_minute, duration_minutes, company_id, plane_id,
      departure_airport_id, arrival_airport_id, departure_terminal, arrival_terminal) values
    ('00000000-0000-4000-8000-0000000000f1', 'SV1', '2030-01-01', '2030-01-01T05:00Z', '2030-01-01T07:00Z', 300, 120, 1, 1, 1, 2, '2', 'North'),
    ('00000000-0000-4000-8000-0000000000f2', 'SV2', '2030-01-01', '2030-01-01T09:00Z', '2030-01-01T11:00Z', 540, 120, 1, 1, 2, 1, 'Main', 'A'),
    ('00000000-0000-4000-8000-0000000000f3', 'SV3', '2030-01-02', '2030-01-02T09:00Z', '2030-01-02T11:00Z', 540, 120, 1, 1, 2, 1, null, null);
  insert into flight_tickets (id, flight_id, name_ar, name_en) values (1, '00000000-0000-4000-8000-0000000000f1', 'أساسية', 'Basic');
  insert into reservations (id, reference, user_id, flight_id, fare_class, ticket_id, hold_expires_at, fare, tax, service_fees, discount, extras, total) values
    ('00000000-0000-4000-8000-0000000000a1', 'RH7K2P', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000f1', 'economy', 1, now(), 1, 0, 0, 0, 0, 1);
  insert into reservation_travelers (reservation_id, ordinal, gender, full_name, email, phone, passport_number, date_of_birth, type, price) values
    ('00000000-0000-4000-8000-0000000000a1', 0, 'Mrs', 'Sara Ahmed', 'sara@example.com', '+966500000001', 'A1234567', '1988-04-12', 'adult', 1),
    ('00000000-0000-4000-8000-0000000000a1', 1, 'Mr', 'Omar Ahmed', 'omar@example.com', '+966500000002', 'B1234567', '1986-09-30', 'adult', 1),
    ('00000000-0000-4000-8000-0000000000a1', 2, 'Mr', 'Adam Ahmed', 'adam@example.com', '+966500000003', 'C1234567', '2018-01-15', 'child', 1),
    ('00000000-0000-4000-8000-0000000000a1', 3, 'Mrs', 'Lina Ahmed', 'lina@example.com', '+966500000004', 'D1234567', '2025-06-01', 'infant', 1);
`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migrations 0001 and 0002 over 0000 rows on ${kind}`, () => {
    let db: Raw;
    let old: string;
    beforeAll(async () => {
      old = foldersUpTo0000();
      db = await openRaw(kind);
      await db.migrate(old);
      await db.exec(LEGACY_ROWS);
      await db.migrate(MIGRATIONS);
    }, 60_000);
    afterAll(async () => {
      await db?.close();
      if (old) rmSync(old, { recursive: true, force: true });
    });

    it("gives children and infants Mstr/Miss, keeps adults' titles and everyone's contact", async () => {
      const rows = await db.rows<{ ordinal: number; gender: string; email: string; phone: string }>(
        "select ordinal, gender::text as gender, email, phone from reservation_travelers order by ordinal",
      );
      expect(rows.map((r) => [r.ordinal, r.gender, r.email, r.phone])).toEqual([
        [0, "Mrs", "sara@example.com", "+966500000001"],
        [1, "Mr", "omar@example.com", "+966500000002"],
        [2, "Mstr", "adam@example.com", "+966500000003"],
        [3, "Miss", "lina@example.com", "+966500000004"],
      ]);
    });

    it("names every terminal in Arabic: North → الشمالية, Main → الرئيسية, numbers and letters unchanged", async () => {
      const rows = await db.rows<Record<string, string | null>>(
        "select flight_number, departure_terminal, departure_terminal_ar, arrival_terminal, arrival_terminal_ar from flights order by flight_number",
      );
      expect(rows).toEqual([
        { flight_number: "SV1", departure_terminal: "2", departure_terminal_ar: "2", arrival_terminal: "North", arrival_terminal_ar: "الشمالية" },
        { flight_number: "SV2", departure_terminal: "Main", departure_terminal_ar: "الرئيسية", arrival_terminal: "A", arrival_terminal_ar: "A" },
        { flight_number: "SV3", departure_terminal: null, departure_terminal_ar: null, arrival_terminal: null, arrival_terminal_ar: null },
      ]);
    });

    it("leaves the schema drizzle describes: the new titles are usable and the old enum is gone", async () => {
      const labels = await db.rows<{ label: string }>(
        "select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = 'traveler_gender' order by e.enumsortorder",
      );
      expect(labels.map((l) => l.label)).toEqual(["Mr", "Mrs", "Ms", "Mstr", "Miss"]);
      expect(await db.rows("select 1 from pg_type where typname = 'traveler_gender_0000'")).toEqual([]);
      await db.exec("update reservation_travelers set gender = 'Ms' where ordinal = 0");
      expect(await db.rows<{ gender: string }>("select gender::text as gender from reservation_travelers where ordinal = 0")).toEqual([{ gender: "Ms" }]);
    });

    it("keeps every reservation as a flight of the booking core: detail row, price lines, terms, nothing lost", async () => {
      const rows = await db.rows<Record<string, unknown>>(
        `select r.id, r.kind::text as kind, r.reference, r.base::int as base, r.total::int as total, r.cancellation_fee_percent, r.free_cancellation_until,
                r.cancellation_deadline = '2030-01-01T05:00Z'::timestamptz - interval '24 hours' as deadline_ok,
                f.flight_id, f.fare_class::text as fare_class, f.ticket_id, f.kind::text as detail_kind
           from reservations r join reservation_flights f on f.reservation_id = r.id`,
      );
      expect(rows).toEqual([
        {
          id: "00000000-0000-4000-8000-0000000000a1",
          kind: "flight",
          reference: "RH7K2P",
          base: 1,
          total: 1,
          cancellation_fee_percent: 10,
          free_cancellation_until: null,
          deadline_ok: true,
          flight_id: "00000000-0000-4000-8000-0000000000f1",
          fare_class: "economy",
          ticket_id: 1,
          detail_kind: "flight",
        },
      ]);
      expect(await db.rows("select count(*)::int as n from reservation_travelers")).toEqual([{ n: 4 }]);
      const columns = await db.rows<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'reservations' and column_name in ('flight_id', 'fare_class', 'ticket_id', 'fare')",
      );
      expect(columns).toEqual([]);
    });

    it("refuses a reservation without the detail row of its kind, and a detail row of another kind", async () => {
      const core = (id: string, reference: string, kind = "offer") =>
        `insert into reservations (id, kind, reference, user_id, hold_expires_at, base, tax, service_fees, discount, extras, total, cancellation_deadline, cancellation_fee_percent)
           values ('${id}', '${kind}', '${reference}', '00000000-0000-4000-8000-000000000001', now(), 1, 0, 0, 0, 0, 1, now(), 10);`;
      await expect(db.exec(`begin; ${core("00000000-0000-4000-8000-0000000000b1", "RH7K2Q")} commit;`)).rejects.toThrow(/detail/);
      await db.exec("rollback").catch(() => undefined);
      await expect(
        db.exec(
          `begin; ${core("00000000-0000-4000-8000-0000000000b2", "RH7K2R")}
           insert into reservation_flights (reservation_id, kind, flight_id, fare_class, ticket_id)
             values ('00000000-0000-4000-8000-0000000000b2', 'flight', '00000000-0000-4000-8000-0000000000f1', 'economy', 1); commit;`,
        ),
      ).rejects.toThrow();
      await db.exec("rollback").catch(() => undefined);
      expect(await db.rows("select count(*)::int as n from reservations")).toEqual([{ n: 1 }]);
      // Nor can the detail row go while its reservation stays; deleting the reservation takes both.
      await expect(db.exec("begin; delete from reservation_flights; commit;")).rejects.toThrow(/detail/);
      await db.exec("rollback").catch(() => undefined);
      expect(await db.rows("select count(*)::int as n from reservation_flights")).toEqual([{ n: 1 }]);
      await db.exec("delete from reservations where id = '00000000-0000-4000-8000-0000000000a1'");
      expect(
        await db.rows("select (select count(*) from reservation_flights)::int as details, (select count(*) from reservation_travelers)::int as travelers"),
      ).toEqual([{ details: 0, travelers: 0 }]);
    });
  });
}
