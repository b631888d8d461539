// The audit trail's before/after (issue 20): a list of the fields that changed, nested ones by path, values typed
// so the page formats money (halalas) and dates in its language; no raw JSON.
import { describe, expect, it } from "vitest";
import { auditLines, auditValue } from "./audit-changes";

describe("audit lines", () => {
  it("lists only what an update changed, nested fields by path, money as halalas", () => {
    const before = { flightNumber: "SV1020", tax: 5_000, classes: [{ class: "economy", price: 45_000, inUse: true }], status: "scheduled" };
    const after = { flightNumber: "SV1020", tax: 7_500, classes: [{ class: "economy", price: 129_900, inUse: false }], status: "scheduled" };
    expect(auditLines(before, after)).toEqual([
      { path: ["tax"], before: { kind: "money", halalas: 5_000 }, after: { kind: "money", halalas: 7_500 } },
      { path: ["classes", "0", "price"], before: { kind: "money", halalas: 45_000 }, after: { kind: "money", halalas: 129_900 } },
    ]);
  });

  it("types dates, instants, flags, counts and empties", () => {
    expect(auditValue("startDate", "2026-12-01")).toEqual({ kind: "date", date: "2026-12-01" });
    expect(auditValue("created", "2026-11-25T10:00:00.000Z")).toEqual({ kind: "instant", iso: "2026-11-25T10:00:00.000Z" });
    expect(auditValue("isFeatured", true)).toEqual({ kind: "boolean", value: true });
    expect(auditValue("availability", 12)).toEqual({ kind: "number", value: 12 });
    expect(auditValue("logo", null)).toEqual({ kind: "empty" });
    expect(auditValue("tags", [])).toEqual({ kind: "empty" });
    expect(auditValue("body", "x".repeat(300))).toMatchObject({ kind: "text" });
    expect((auditValue("body", "x".repeat(300)) as { text: string }).text).toHaveLength(120);
  });

  it("lists a created record's filled fields on the after side, a deleted one's on the before side", () => {
    expect(auditLines(null, { code: "JED", image: null, price: 100 })).toEqual([
      { path: ["code"], before: null, after: { kind: "text", text: "JED" } },
      { path: ["price"], before: null, after: { kind: "money", halalas: 100 } },
    ]);
    expect(auditLines({ nameEn: "Chicken" }, null)).toEqual([{ path: ["nameEn"], before: { kind: "text", text: "Chicken" }, after: null }]);
  });

  it("lists nothing for an update that changed nothing but bookkeeping", () => {
    expect(auditLines({ id: 1, a: 1, inUse: true }, { id: 1, a: 1, inUse: false })).toEqual([]);
  });
});
