// The browser's admin writes under an airport transfer, through the BFF: its pickup-slot overrides and taking it off
// sale or back. Each answers the whole transfer again (field errors arrive as BffError.fields, e.g. fromTime: "slotOverlaps").
import { adminTransfer, type AdminTransfer } from "@/provider/contracts/admin-transfers";
import type { Locale } from "@/lib/i18n/routing";
import { adminTransferEndpoint, adminTransferSlotEndpoint } from "@/lib/endpoints";
import { bffFetch } from "./bff-client";

export function addTransferSlot(transferId: number, values: unknown, locale: Locale): Promise<AdminTransfer> {
  return bffFetch(...adminTransferEndpoint(transferId, "Slots"), { method: "POST", body: values, locale, schema: adminTransfer });
}

export function deleteTransferSlot(slotId: number, locale: Locale): Promise<AdminTransfer> {
  return bffFetch(...adminTransferSlotEndpoint(slotId), { method: "DELETE", locale, schema: adminTransfer });
}

/** Archives (off sale, kept for its bookings) or restores (back on sale) a transfer. */
export function setTransferOnSale(transferId: number, onSale: boolean, locale: Locale): Promise<AdminTransfer> {
  return bffFetch(...adminTransferEndpoint(transferId, onSale ? "Restore" : "Archive"), { method: "POST", body: {}, locale, schema: adminTransfer });
}
