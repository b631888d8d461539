// Admin: a transfer's vehicle overrides for the pickup slots of a date range and a time window (0 closes them), and
// taking a transfer off sale (archive) or back (restore). Every write locks the transfer's row first: a booking holds
// a share lock on it while it counts the slot's vehicles (reservations/create.ts), so an override never changes under
// a booking, and two overrides written at once are judged one after the other (no overlap slips through).
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../admin/audit";
import { idParams } from "../../contracts/admin-catalogue";
import { adminTransfer, slotCovers, slotsOverlap, transferSlotRequest, type AdminTransfer } from "../../contracts/admin-transfers";
import type { Db } from "../../db/client";
import { getDb } from "../../db/client";
import { taxiTransfers, taxiTransferSlots } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { rowsOf } from "../search-flight/rows";
import { highestVehicleHeld, TRANSFER_COLUMNS, TRANSFER_FROM } from "./admin-transfers";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "execute">;

async function readTransfer(db: Reader, id: number): Promise<AdminTransfer> {
  const [row] = rowsOf<AdminTransfer>(await db.execute(sql`select ${TRANSFER_COLUMNS} from ${TRANSFER_FROM} where t.id = ${id}`));
  if (!row) throw notFound("TRANSFER_NOT_FOUND");
  return row;
}

/** The transfer, its row locked for the write (404 when it is gone). */
async function lockTransfer(tx: Tx, id: number): Promise<AdminTransfer> {
  const [row] = await tx.select({ id: taxiTransfers.id }).from(taxiTransfers).where(eq(taxiTransfers.id, id)).for("update");
  if (!row) throw notFound("TRANSFER_NOT_FOUND");
  return readTransfer(tx, id);
}

const withoutSlots = (t: AdminTransfer) => ({ ...t, slots: undefined });

export function registerAdminTransferSlotRoutes(svc: Service): void {
  svc.post(
    "api/Admin/Transfers/:id/Slots",
    {
      summary:
        "Admin: the vehicles of a transfer in the pickup slots of an inclusive date range and a local time window [fromTime, toTime) on 30-minute boundaries (an end at or before the start runs past midnight; 0 vehicles closes them), instead of its vehicles per slot. 409 TRANSFER_SLOT_OVERLAPS when it shares a slot with another override of the transfer, SLOT_VEHICLES_BELOW_BOOKED when bookings hold more vehicles in one of its slots",
      access: "admin",
      params: idParams,
      body: transferSlotRequest,
      response: adminTransfer,
      status: 201,
    },
    async ({ params, body, user }) =>
      (await getDb()).transaction(async (tx) => {
        const before = await lockTransfer(tx, params.id);
        if (before.slots.some((other) => slotsOverlap(body, other))) throw conflict("TRANSFER_SLOT_OVERLAPS", { fromTime: "slotOverlaps" });
        if (body.vehicles < (await highestVehicleHeld(tx, params.id, (h) => slotCovers(body, h.date, h.time))))
          throw conflict("SLOT_VEHICLES_BELOW_BOOKED", { vehicles: "slotVehiclesBelowBooked" });
        const [row] = await tx
          .insert(taxiTransferSlots)
          .values({ ...body, transferId: params.id })
          .returning({ id: taxiTransferSlots.id });
        await recordAudit(tx, user, { entity: "transferSlot", entityId: row!.id, action: "create", after: { ...body, transferId: params.id } });
        return readTransfer(tx, params.id);
      }),
  );

  svc.delete(
    "api/Admin/TransferSlots/:id",
    {
      summary: "Admin: remove a vehicle override of a transfer (its slots go back to the vehicles per slot)",
      access: "admin",
      params: idParams,
      response: adminTransfer,
    },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        const [slot] = await tx.select().from(taxiTransferSlots).where(eq(taxiTransferSlots.id, params.id)).limit(1);
        if (!slot) throw notFound();
        await lockTransfer(tx, slot.transferId);
        // Under the transfer's lock: of two removals at once, the second finds it gone (404, one audit entry).
        const removed = await tx.delete(taxiTransferSlots).where(eq(taxiTransferSlots.id, params.id)).returning({ id: taxiTransferSlots.id });
        if (removed.length === 0) throw notFound();
        await recordAudit(tx, user, { entity: "transferSlot", entityId: params.id, action: "delete", before: slot });
        return readTransfer(tx, slot.transferId);
      }),
  );

  svc.post(
    "api/Admin/Transfers/:id/Archive",
    {
      summary: "Admin: take a transfer off sale: hidden from search and refused at booking, kept for the vouchers of its bookings (restore brings it back)",
      access: "admin",
      params: idParams,
      response: adminTransfer,
    },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        const before = await lockTransfer(tx, params.id);
        if (before.archived) return before;
        await tx
          .update(taxiTransfers)
          .set({ archivedAt: sql`now()` })
          .where(eq(taxiTransfers.id, params.id));
        const after = await readTransfer(tx, params.id);
        await recordAudit(tx, user, { entity: "transfer", entityId: params.id, action: "archive", before: withoutSlots(before), after: withoutSlots(after) });
        return after;
      }),
  );

  svc.post(
    "api/Admin/Transfers/:id/Restore",
    { summary: "Admin: put an archived transfer back on sale", access: "admin", params: idParams, response: adminTransfer },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        const before = await lockTransfer(tx, params.id);
        if (!before.archived) return before;
        await tx.update(taxiTransfers).set({ archivedAt: null }).where(eq(taxiTransfers.id, params.id));
        const after = await readTransfer(tx, params.id);
        await recordAudit(tx, user, { entity: "transfer", entityId: params.id, action: "restore", before: withoutSlots(before), after: withoutSlots(after) });
        return after;
      }),
  );
}
