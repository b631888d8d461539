// The tax invoice (and the credit note of its refund) of a paid booking of any kind, read on the service that booked
// it: the owner's, or any for an admin (the provider checks). Before payment the provider answers 409 INVOICE_NOT_AVAILABLE.
import "server-only";
import { invoiceResponse, type InvoiceResponse } from "@/provider/contracts/invoices";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { kindService, reservationWirePath, type BookingKind } from "@/lib/reservations/kinds";
import { providerRequest, ProviderRequestError } from "./client";

export type InvoiceResult = { kind: "invoice"; invoice: InvoiceResponse } | { kind: "unavailable" } | { kind: "notFound" } | { kind: "error" };

export async function readInvoice(kind: BookingKind, id: string, locale: Locale): Promise<InvoiceResult> {
  try {
    const token = await getProviderToken();
    if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
    const invoice = await providerRequest(kindService(kind), `${reservationWirePath(id)}/Invoice`, { token, locale, schema: invoiceResponse });
    return { kind: "invoice", invoice };
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) return { kind: "notFound" };
    if (error instanceof ProviderRequestError && error.code === "INVOICE_NOT_AVAILABLE") return { kind: "unavailable" };
    console.error(`${kind} invoice load failed`, error);
    return { kind: "error" };
  }
}
