// An admin archives a hotel or a chalet while a traveller's booking of it is on its way (real Postgres: two
// connections at once). The booking must wait for the archive's lock and then be refused, never land on a place that is
// off sale. Before the fix the chalet booking read its row without a lock, and the hotel booking locked only the room
// type: both went through after the archive committed (found by review, 2026-11-27).
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { chalets, hotels } from "@/provider/db/schema";
import { createUsers, errorOf, onEachDatabase, type Result } from "./flight-fixtures";
import { addDays, chaletBooking, chaletsCall, createChalet, createHotel, hotelBooking, hotelsCall, riyadhDate } from "./stays-fixtures";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onEachDatabase(
  "archiving while a booking is on its way",
  (t) => {
    /** Archives inside an open transaction, starts the booking meanwhile, commits, then reads the booking's answer. */
    async function bookDuringArchive(archive: (tx: Parameters<Parameters<typeof t.db.db.transaction>[0]>[0]) => Promise<unknown>, book: () => Promise<Result>) {
      let booking: Promise<Result> | undefined;
      await t.db.db.transaction(async (tx) => {
        await archive(tx);
        booking = book();
        // Long enough for the booking to reach its read of the place (and, unfixed, to finish).
        await sleep(400);
      });
      return booking!;
    }

    it("a chalet archived meanwhile: the booking is refused as no longer offered", async () => {
      const chaletId = await createChalet(t.db.db);
      const [user] = await createUsers(t.db.db, 1);
      const checkIn = riyadhDate(20);
      const result = await bookDuringArchive(
        (tx) => tx.update(chalets).set({ archivedAt: new Date() }).where(eq(chalets.id, chaletId)),
        () => chaletsCall("api/Reservations", { token: user!.token, body: chaletBooking(chaletId, checkIn, addDays(checkIn, 2)) }),
      );
      expect(result.status).toBe(409);
      expect(errorOf(result).code).toBe("CHALET_NOT_OFFERED");
    });

    it("a hotel archived meanwhile: the booking is refused, its room no longer on sale", async () => {
      const { hotelId, roomTypeId } = await createHotel(t.db.db, { units: 2 });
      const [user] = await createUsers(t.db.db, 1);
      const checkIn = riyadhDate(22);
      const result = await bookDuringArchive(
        (tx) => tx.update(hotels).set({ archivedAt: new Date() }).where(eq(hotels.id, hotelId)),
        () => hotelsCall("api/Reservations", { token: user!.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) }),
      );
      expect(result.status).toBe(404);
      expect(errorOf(result).code).toBe("ROOM_NOT_FOUND");
    });
  },
  ["postgres"],
);
