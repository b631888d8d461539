// The QR code of a simplified tax invoice under the Saudi e-invoicing rules, phase one: five TLV fields (a tag byte,
// a length byte, the UTF-8 value), concatenated and base64-encoded. Tags: 1 the seller's name, 2 its VAT number,
// 3 the invoice's time (ISO 8601), 4 the total with VAT, 5 the VAT total (amounts in SAR with two decimals).

export type InvoiceQrFields = { sellerName: string; vatNumber: string; timestamp: string; total: string; vat: string };

const TAGS = ["sellerName", "vatNumber", "timestamp", "total", "vat"] as const satisfies readonly (keyof InvoiceQrFields)[];

/** SAR minor units as the QR code writes them: "1150.00". */
export function qrAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`not an amount: ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/** An instant to the second, in UTC: "2026-11-27T14:40:05Z". */
export const qrTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

export function encodeInvoiceQr(fields: InvoiceQrFields): string {
  const parts = TAGS.map((name, i) => {
    const value = Buffer.from(fields[name], "utf8");
    if (value.length > 255) throw new Error(`${name} is longer than a TLV field holds`);
    return Buffer.concat([Buffer.from([i + 1, value.length]), value]);
  });
  return Buffer.concat(parts).toString("base64");
}

/** The fields of a QR payload (what a reader of the printed invoice gets back); throws on anything malformed. */
export function decodeInvoiceQr(base64: string): InvoiceQrFields {
  const bytes = Buffer.from(base64, "base64");
  const found = new Map<number, string>();
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) throw new Error("truncated TLV");
    found.set(tag, bytes.subarray(at + 2, at + 2 + length).toString("utf8"));
    at += 2 + length;
  }
  const field = (tag: number) => {
    const value = found.get(tag);
    if (value === undefined) throw new Error(`TLV tag ${tag} missing`);
    return value;
  };
  return { sellerName: field(1), vatNumber: field(2), timestamp: field(3), total: field(4), vat: field(5) };
}
