// The reports' CSV as Excel reads it: UTF-8 with a BOM, CRLF, RFC 4180 quoting, no formula injection, Arabic intact,
// exact riyals however large, headers in the page's language.
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { SalesReport } from "@/provider/contracts/admin-reports";
import { BOM, csvText, num } from "./csv";
import { formatSar, halalasToRiyals } from "./figures";
import { occupancyRows, salesRows, type SalesLabels } from "./report-csv";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("csvText", () => {
  it("starts with the UTF-8 byte order mark and ends every row with CRLF", () => {
    const text = csvText([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect([...bytes(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(`${BOM}a,b\r\nc,d\r\n`);
  });

  it("quotes a field with a comma, a quote, a line break or edge spaces, doubling its quotes", () => {
    expect(csvText([['Hotel "Al Faisaliah", Riyadh', "two\nlines", " padded", "plain"]])).toBe(
      `${BOM}"Hotel ""Al Faisaliah"", Riyadh","two\nlines"," padded",plain\r\n`,
    );
  });

  it("writes a text cell that starts like a formula with a leading apostrophe, and numbers bare", () => {
    const row = ['=HYPERLINK("http://x")', "+966500000000", "-2", "@SUM(A1)", "\tcmd", "\rcmd", "safe = not first"];
    expect(csvText([row])).toBe(`${BOM}"'=HYPERLINK(""http://x"")",'+966500000000,'-2,'@SUM(A1),'\tcmd,"'\rcmd",safe = not first\r\n`);
    expect(csvText([[num("-1449.00"), num(3)]])).toBe(`${BOM}-1449.00,3\r\n`);
    expect(() => csvText([[num("=1+1")]])).toThrow();
  });

  it("keeps Arabic text as it is, bytes and all", () => {
    // The Arabic comma (U+060C) separates nothing in a CSV; a Latin one inside a name is quoted.
    const text = csvText([["فندق الفيصلية، الرياض", "شاليه الندى, جدة"]]);
    expect(text).toBe(`${BOM}فندق الفيصلية، الرياض,"شاليه الندى, جدة"\r\n`);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes(text))).toBe(text);
  });
});

describe("amounts", () => {
  it("turns halalas into riyals exactly, past 2^53 and at the bigint limits", () => {
    expect(halalasToRiyals("0")).toBe("0.00");
    expect(halalasToRiyals("5")).toBe("0.05");
    expect(halalasToRiyals("-5")).toBe("-0.05");
    expect(halalasToRiyals("144900")).toBe("1449.00");
    expect(halalasToRiyals("9223372036854775807")).toBe("92233720368547758.07");
    expect(halalasToRiyals("18446744073709551614")).toBe("184467440737095516.14");
    expect(halalasToRiyals("-9223372036854775808")).toBe("-92233720368547758.08");
    expect(formatSar("en", "9007199254740993").replace(/\s/g, " ")).toBe("SAR 90,071,992,547,409.93");
  });
});

const labels = (m: typeof en): SalesLabels => ({
  day: m.AdminReports.day,
  kind: m.AdminBookings.kind,
  bookings: m.Admin.todayStats.bookings,
  cancellations: m.AdminReports.cancellations,
  gross: m.AdminReports.csv.gross,
  refunds: m.AdminReports.csv.refunds,
  net: m.AdminReports.csv.net,
  total: m.AdminReports.total,
  allKinds: m.AdminBookings.anyKind,
  kinds: m.Admin.kinds,
});

const zero = { bookings: 0, cancellations: 0, gross: "0", refunds: "0", net: "0" };
const report: SalesReport = {
  from: "2026-03-10",
  to: "2026-03-11",
  days: [
    { day: "2026-03-10", kind: "hotel", bookings: 2, cancellations: 0, gross: "9223372036854775807", refunds: "0", net: "9223372036854775807" },
    { day: "2026-03-11", kind: "hotel", bookings: 0, cancellations: 1, gross: "0", refunds: "144900", net: "-144900" },
  ],
  kinds: [
    { kind: "flight", ...zero },
    { kind: "offer", ...zero },
    { kind: "hotel", bookings: 2, cancellations: 1, gross: "9223372036854775807", refunds: "144900", net: "9223372036854630907" },
    { kind: "chalet", ...zero },
    { kind: "taxi", ...zero },
  ],
  total: { bookings: 2, cancellations: 1, gross: "9223372036854775807", refunds: "144900", net: "9223372036854630907" },
};

describe("the sales report's rows", () => {
  it("are headed in Arabic, name the kinds in Arabic and carry exact riyals", () => {
    const text = csvText(salesRows(report, labels(ar as unknown as typeof en)));
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("اليوم,النوع,الحجوزات,الإلغاءات,المدفوع (ر.س),المسترد (ر.س),الصافي (ر.س)");
    expect(lines[1]).toBe("2026-03-10,فندق,2,0,92233720368547758.07,0.00,92233720368547758.07");
    expect(lines[2]).toBe("2026-03-11,فندق,0,1,0.00,1449.00,-1449.00");
    expect(lines).toContain("الإجمالي,فندق,2,1,92233720368547758.07,1449.00,92233720368546309.07");
    expect(lines.at(-2)).toBe("الإجمالي,كل الأنواع,2,1,92233720368547758.07,1449.00,92233720368546309.07");
    expect(lines.at(-1)).toBe("");
  });

  it("are headed in English on the English page", () => {
    const lines = csvText(salesRows(report, labels(en)))
      .slice(1)
      .split("\r\n");
    expect(lines[0]).toBe("Day,Kind,Bookings,Cancellations,Paid (SAR),Refunded (SAR),Net (SAR)");
    expect(lines[3]).toBe("Total,Flight,0,0,0.00,0.00,0.00");
  });
});

describe("the occupancy report's rows", () => {
  it("give the rate in percent with one decimal, empty when nothing was available, and defuse a formula-like name", () => {
    const rows = occupancyRows(
      {
        from: "2026-03-10",
        to: "2026-03-13",
        stays: [
          { kind: "hotel", id: 1, name: "فندق الاختبار", city: "الرياض", units: 3, available: 12, booked: 3 },
          { kind: "chalet", id: 2, name: "=cmd|' /C calc'!A0", city: "Jeddah", units: 1, available: 4, booked: 1 },
          { kind: "hotel", id: 3, name: "Empty", city: "Jeddah", units: 0, available: 0, booked: 0 },
        ],
      },
      {
        kind: en.AdminBookings.kind,
        stay: en.AdminReports.stay,
        city: en.AdminReports.city,
        units: en.AdminReports.units,
        available: en.AdminReports.available,
        booked: en.AdminReports.booked,
        rate: en.AdminReports.csv.rate,
        kinds: { hotel: en.Admin.kinds.hotel, chalet: en.Admin.kinds.chalet },
      },
    );
    const lines = csvText(rows).slice(1).split("\r\n");
    expect(lines[0]).toBe("Kind,Hotel or chalet,City,Rooms,Available room-nights,Booked room-nights,Occupancy rate (%)");
    expect(lines[1]).toBe("Hotel,فندق الاختبار,الرياض,3,12,3,25.0");
    expect(lines[2]).toBe("Chalet,'=cmd|' /C calc'!A0,Jeddah,1,4,1,25.0");
    expect(lines[3]).toBe("Hotel,Empty,Jeddah,0,0,0,");
  });
});
