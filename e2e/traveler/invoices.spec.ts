// Issue 26 point 1 in both languages, for every kind: a paid booking's ticket or voucher links its tax invoice, which
// shows the seller, the VAT number, each price line with its VAT (a stay's or a ride's country taxes as stored) and the
// totals, and carries the QR payload whose TLV fields are the invoice's own; a refunded cancellation's page links the
// credit note, which refers to the invoice and credits the refund. (tests/provider/invoices.test.ts scans the drawn QR.)
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { amountDigits, cancel, plainDigits, storedReservation } from "../support/booking-terms";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeOfferReservation } from "../support/offers";
import { makeReservation } from "../support/reservations";
import { makeChaletReservation, makeHotelReservation, makeTaxiReservation } from "../support/stays";

type Line = { code: string; percent: number | null; amount: number; vat: number; vatPercent: number | null };
type Invoice = {
  number: string;
  issuedAt: string;
  seller: { nameAr: string; nameEn: string; vatNumber: string };
  lines: Line[];
  total: number;
  vat: number;
  qr: string;
  creditNote: { number: string; amount: number; vat: number; qr: string } | null;
};

async function invoiceOf(request: APIRequestContext, service: string, id: string): Promise<Invoice> {
  const response = await request.get(`/api/${service}/api/Reservations/${id}/Invoice`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Invoice;
}

/** The QR payload's five TLV fields (tag, one-byte length, UTF-8 value). */
function tlv(base64: string): string[] {
  const bytes = Buffer.from(base64, "base64");
  const fields: string[] = [];
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) {
    expect(bytes[at]).toBe(fields.length + 1);
    fields.push(bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString("utf8"));
  }
  return fields;
}

const sar = (minor: number) => amountDigits(minor);

function lineLabel(locale: Locale, line: Line): string {
  if (line.code === "tourismFee") return t(locale, "Taxes.tourismFee");
  if (["vat", "salesTax", "serviceCharge"].includes(line.code)) return t(locale, `Taxes.${line.code}`, { percent: line.percent ?? 0 });
  return t(locale, `Invoice.lines.${line.code}`);
}

/** From the ticket or voucher to its invoice: everything the invoice states is on the page. */
async function checkInvoice(page: Page, locale: Locale, service: string, id: string, documentPath: string, expectCodes: string[]) {
  await page.goto(localePath(locale, documentPath));
  await page.getByRole("link", { name: t(locale, "Invoice.link"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${documentPath.replace(/\/(ticket|voucher)$/, "")}/invoice$`));
  const invoice = await invoiceOf(page.request, service, id);
  const sheet = page.getByTestId("invoice");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(t(locale, "Invoice.title"));
  await expect(sheet.getByTestId("invoice-number")).toHaveText(invoice.number);
  await expect(sheet.getByTestId("invoice-vat-number")).toHaveText(invoice.seller.vatNumber);
  await expect(sheet.getByTestId("invoice-seller")).toContainText(invoice.seller.nameAr);
  await expect(sheet.getByTestId("invoice-seller")).toContainText(invoice.seller.nameEn);

  expect(invoice.lines.map((l) => l.code)).toEqual(expectCodes);
  const rows = sheet.getByTestId("invoice-line");
  await expect(rows).toHaveCount(invoice.lines.length);
  for (const [i, line] of invoice.lines.entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole("rowheader")).toHaveText(lineLabel(locale, line));
    const text = plainDigits(await row.innerText());
    expect(text).toContain(sar(Math.abs(line.amount)));
    if (line.vatPercent !== null) expect(text).toContain(sar(Math.abs(line.vat)));
  }
  expect(plainDigits(await sheet.getByTestId("invoice-total").innerText())).toContain(sar(invoice.total));
  expect(plainDigits(await sheet.getByTestId("invoice-vat-total").innerText())).toContain(sar(invoice.vat));
  expect(invoice.lines.reduce((s, l) => s + l.amount, 0)).toBe(invoice.total);

  // The QR code drawn is the invoice's payload, and its fields are the invoice's seller, VAT number, time, total and VAT.
  await expect(sheet.getByTestId("invoice-qr")).toHaveAttribute("data-payload", invoice.qr);
  await expect(sheet.getByRole("img", { name: t(locale, "Invoice.qrLabel", { number: invoice.number }) })).toBeVisible();
  expect(tlv(invoice.qr)).toEqual([
    invoice.seller.nameAr,
    invoice.seller.vatNumber,
    invoice.issuedAt.replace(/\.\d{3}Z$/, "Z"),
    sar(invoice.total),
    sar(invoice.vat),
  ]);
  await expect(page.getByRole("button", { name: t(locale, "Invoice.print") })).toBeVisible();
  return invoice;
}

for (const locale of LOCALES) {
  test.describe(`tax invoices (${locale})`, () => {
    test("flight: the ticket links the invoice; every line carries 15 % VAT", async ({ page, baseURL }) => {
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 20 + Math.floor(Math.random() * 10), pay: true, locale });
      const stored = (await (await page.request.get(`/api/flight-backend/api/Reservations/${made.id}`)).json()) as {
        breakdown: { tax: number; serviceFees: number; discount: number; extras: number };
      };
      const b = stored.breakdown;
      const codes = [
        "fare",
        ...[
          ...(b.tax > 0 ? ["fareTaxes"] : []),
          ...(b.serviceFees > 0 ? ["serviceFee"] : []),
          ...(b.discount > 0 ? ["discount"] : []),
          ...(b.extras > 0 ? ["extras"] : []),
        ],
      ];
      const path = `/flight/${made.flightId}/booking/reservation/${made.id}`;
      const invoice = await checkInvoice(page, locale, "flight-backend", made.id, `${path}/ticket`, codes);
      expect(invoice.lines.every((l) => l.vatPercent === 15)).toBe(true);
      await expect(page.getByTestId("invoice-line").first().getByRole("cell").nth(1)).toHaveText(t(locale, "Invoice.vatRate", { percent: 15 }));
    });

    test("offer: the voucher links the invoice with VAT inside its price", async ({ page, baseURL }) => {
      const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, pay: true, locale, firstId: locale === "ar" ? 3 : 11 });
      const path = `/offer/${made.offerId}/reservation/${made.id}`;
      const invoice = await checkInvoice(page, locale, "offer-backend", made.id, `${path}/ticket`, ["places"]);
      expect(invoice.vat).toBe(Math.round((invoice.total * 15) / 115));
    });

    test("hotel in Cairo: Egypt's service charge and 14 % VAT, as stored", async ({ page, baseURL }) => {
      const made = await makeHotelReservation(page.request, baseURL!, {
        city: "cairo",
        checkIn: isoDaysAhead(30 + Math.floor(Math.random() * 30)),
        pay: true,
        locale,
      });
      const invoice = await checkInvoice(page, locale, "hotels", made.id, `${made.path}/voucher`, ["nights", "serviceFee", "serviceCharge", "vat"]);
      expect(invoice.lines.find((l) => l.code === "vat")).toMatchObject({ percent: 14, vatPercent: 14 });
      expect(invoice.vat).toBe(invoice.lines.find((l) => l.code === "vat")!.amount);
    });

    test("chalet: Saudi 15 % VAT as stored", async ({ page, baseURL }) => {
      const made = await makeChaletReservation(page.request, baseURL!, { city: "riyadh", pay: true, locale });
      const invoice = await checkInvoice(page, locale, "chalets", made.id, `${made.path}/voucher`, ["nights", "serviceFee", "vat"]);
      expect(invoice.lines.find((l) => l.code === "vat")).toMatchObject({ percent: 15 });
    });

    test("taxi in Dubai: UAE 5 % VAT; cancelled with a refund, a credit note refers to the invoice", async ({ page, baseURL }) => {
      const made = await makeTaxiReservation(page.request, baseURL!, { airport: "DXB", area: "marina", pay: true, locale });
      const invoice = await checkInvoice(page, locale, "taxis", made.id, `${made.path}/voucher`, ["ride", "serviceFee", "vat"]);
      expect(invoice.lines.find((l) => l.code === "vat")).toMatchObject({ percent: 5 });
      expect(invoice.creditNote).toBeNull();

      await cancel(page.request, baseURL!, "taxis", made.id);
      const { refundAmount } = await storedReservation(page.request, "taxis", made.id);
      expect(refundAmount).toBeGreaterThan(0);
      await page.goto(localePath(locale, made.path));
      await page.getByRole("link", { name: t(locale, "Invoice.creditLink") }).click();
      await expect(page).toHaveURL(new RegExp(`${made.path}/credit-note$`));
      const note = (await invoiceOf(page.request, "taxis", made.id)).creditNote!;
      const sheet = page.getByTestId("credit-note");
      await expect(sheet.getByRole("heading", { level: 1 })).toHaveText(t(locale, "Invoice.creditTitle"));
      await expect(sheet.getByTestId("credit-note-number")).toHaveText(note.number);
      await expect(sheet.getByTestId("credit-note-invoice")).toContainText(invoice.number);
      expect(note.amount).toBe(refundAmount);
      expect(plainDigits(await sheet.getByTestId("credit-note-amount").innerText())).toContain(sar(refundAmount!));
      expect(tlv(note.qr)).toEqual([invoice.seller.nameAr, invoice.seller.vatNumber, expect.any(String), sar(note.amount), sar(note.vat)]);
      await expect(page.getByRole("button", { name: t(locale, "Invoice.printCredit") })).toBeVisible();
      // The invoice stays, and links its credit note.
      await page.getByRole("link", { name: t(locale, "Invoice.viewInvoice", { number: invoice.number }) }).click();
      await expect(page.getByTestId("invoice-number")).toHaveText(invoice.number);
      await expect(page.getByRole("link", { name: t(locale, "Invoice.viewCreditNote", { number: note.number }) })).toBeVisible();
    });
  });
}
