// Issue 22 point 12: every name and text the seed stores for Arabic pages is written in Arabic — no plane, airline,
// hotel, chalet, vehicle, supplier, meal or place left in Latin letters — and says its numbers in Arabic grammar.
// Reads every `*_ar` column of the seeded database, so a table added later is checked as well.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latinWordsIn } from "../../e2e/support/latin-words";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { rowsOf } from "@/provider/services/search-flight/rows";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase("pglite");
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

type Column = { table: string; column: string };

async function arabicColumns(): Promise<Column[]> {
  const result = await db.db.execute(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and column_name like '%\\_ar' and data_type in ('text', 'character varying', 'jsonb')
        order by table_name, column_name`,
  );
  return rowsOf<Column>(result);
}

describe("the seed's Arabic texts", () => {
  it("have no Latin word but codes beside their city, numbers and type codes, and no Latin comma", async () => {
    const airports = new Map(
      rowsOf<{ code: string; city: string }>(await db.db.execute(sql`select code, city_ar as city from airports`)).map((a) => [a.code, a.city]),
    );
    const airlines = rowsOf<{ code: string }>(await db.db.execute(sql`select code from companies`)).map((a) => a.code);
    const columns = await arabicColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(["planes.model_ar", "offers.provider_name_ar", "hotels.name_ar", "taxi_transfers.vehicle_ar"]),
    );
    const offending: string[] = [];
    for (const { table, column } of columns) {
      const rows = rowsOf<{ text: string | null }>(
        await db.db.execute(
          sql`select distinct ${sql.identifier(column)}::text as text from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
        ),
      );
      for (const { text } of rows) {
        for (const word of latinWordsIn(text ?? "", { airports, codes: airlines })) offending.push(`${table}.${column}: ${word}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("count bedrooms and stars in Arabic grammar, and say 'in' a city without a tatweel", async () => {
    const texts = rowsOf<{ text: string }>(
      await db.db.execute(sql`select description_ar as text from chalets union all select description_ar from hotels`),
    ).map((r) => r.text);
    expect(texts.length).toBeGreaterThan(10);
    const wrong = texts.filter((text) => /(^|\s)(1|2) غرف نوم|(^|\s)(1|2) نجوم|بـال|بـ[\u0621-\u064A]/.test(text));
    expect(wrong).toEqual([]);
    expect(texts.some((text) => text.includes("غرفة نوم واحدة"))).toBe(true);
    expect(texts.some((text) => text.includes("غرفتا نوم"))).toBe(true);
  });
});
