// Issue 20: the audit trail named records by id ("Flight #a5e2a305-…", a 64-character upload hash). Each entry now
// carries a label in the caller's language: the flight's number and route, the airport's code and name, the
// picture's file name (its original name when the upload sent it, else the stored name shortened), the transfer's
// airport, area and vehicle.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditPage } from "@/provider/contracts/admin";
import { issueToken } from "@/provider/http/auth";
import { auditLog, users } from "@/provider/db/schema";
import { createFlight, createUsers, onEachDatabase, request } from "./flight-fixtures";

const HASH = "a5e2a305c0ffee11223344556677889900aabbccddeeff00112233445566778899";

onEachDatabase("admin audit labels", (suite) => {
  let admin: string;
  beforeAll(async () => {
    const [user] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
  });

  it("names the flight, the airport and the picture", async () => {
    const flight = await createFlight(suite.db.db, { departureInHours: 30 });
    const entry = { userEmail: "admin@example.com" };
    await suite.db.db.insert(auditLog).values([
      {
        ...entry,
        entity: "flight",
        entityId: flight.id,
        action: "cancel",
        before: { status: "scheduled" },
        after: { flightId: flight.id, status: "cancelled", refundTotal: 0 },
      },
      {
        ...entry,
        entity: "airport",
        entityId: "7",
        action: "update",
        before: { code: "JED", nameAr: "مطار جدة", nameEn: "Jeddah Airport" },
        after: { code: "JED", nameAr: "مطار الملك عبدالعزيز", nameEn: "King Abdulaziz Airport" },
      },
      { ...entry, entity: "upload", entityId: `${HASH}.png`, action: "create", after: { path: `/uploads/${HASH}.png`, type: "image/png" } },
      {
        ...entry,
        entity: "upload",
        entityId: `${HASH}.jpg`,
        action: "create",
        after: { path: `/uploads/${HASH}.jpg`, fileName: "jeddah-logo.jpg", type: "image/jpeg" },
      },
      {
        ...entry,
        entity: "transfer",
        entityId: "12",
        action: "update",
        before: { airportCode: "RUH", areaAr: "العليا", areaEn: "Al Olaya", vehicleAr: "كامري", vehicleEn: "Camry", price: 12_000 },
        after: { airportCode: "RUH", areaAr: "العليا", areaEn: "Al Olaya", vehicleAr: "كامري", vehicleEn: "Camry", price: 15_000 },
      },
      {
        ...entry,
        entity: "transferSlot",
        entityId: "5",
        action: "create",
        after: { transferId: 12, fromDate: "2026-12-20", toDate: "2026-12-31", fromTime: "22:00", toTime: "06:00", vehicles: 0 },
      },
    ]);
    const read = async (locale: "ar" | "en") => {
      const answer = await request("api/Admin/Audit", { token: admin, locale });
      expect(answer.status).toBe(200);
      return auditPage.parse(answer.json).items;
    };
    const label = (items: Awaited<ReturnType<typeof read>>, entity: string, entityId: string) =>
      items.find((i) => i.entity === entity && i.entityId === entityId)?.label;
    const en = await read("en");
    expect(label(en, "flight", flight.id)).toMatch(/^\S+ RUH–JED$/);
    expect(label(en, "airport", "7")).toBe("JED – King Abdulaziz Airport");
    expect(label(en, "upload", `${HASH}.png`)).toBe("a5e2a305…8899.png");
    expect(label(en, "upload", `${HASH}.jpg`)).toBe("jeddah-logo.jpg");
    expect(label(en, "transfer", "12")).toBe("RUH – Al Olaya (Camry)");
    expect(label(en, "transferSlot", "5")).toBe("2026-12-20 – 2026-12-31, 22:00–06:00");
    const ar = await read("ar");
    expect(label(ar, "airport", "7")).toBe("JED – مطار الملك عبدالعزيز");
    expect(label(ar, "transfer", "12")).toBe("RUH – العليا (كامري)");
    expect(label(ar, "transferSlot", "5")).toBe("2026-12-20 – 2026-12-31, 22:00–06:00");
  });
});
