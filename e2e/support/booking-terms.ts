// What booking-terms.spec needs besides the booking helpers: a traveller of its own (the booking mails are in the
// account's language), the booking mails about one reference, the stored terms and the
// cancel quote through the BFF, and the fee the terms give.
import { expect, request as playwrightRequest, type APIRequestContext, type Locator } from "@playwright/test";
import { ADMIN, latestMailLink, signIn, uniqueIdentity } from "./accounts";
import type { Locale } from "./i18n";

/** A new account in `locale`, confirmed and signed in on `request` (the page's context: its cookie replaces the stored one). */
export async function ownTraveler(request: APIRequestContext, baseURL: string, locale: Locale, tag: string) {
  const who = uniqueIdentity(tag);
  const origin = new URL(baseURL).origin;
  const created = await request.post("/api/auth-backend/api/Account/register", {
    headers: { Origin: origin },
    data: { ...who, confirmPassword: who.password, acceptTerms: true, locale },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URLSearchParams((await latestMailLink(baseURL, who.email, "confirm-email")).split("?")[1]).get("token");
  expect((await request.post("/api/auth-backend/api/Account/confirm-email", { headers: { Origin: origin }, data: { token } })).status()).toBe(200);
  await signIn(request, who);
  return who;
}

type Mail = { subject: string; text: string; link: string | null };

/** The mails sent to `to` that name `reference`, once there are `count` of them (oldest first); a later extra one fails. */
export async function mailsAbout(baseURL: string, to: string, reference: string, count: number): Promise<Mail[]> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, ADMIN);
    let mails: Mail[] = [];
    await expect
      .poll(async () => {
        const response = await admin.get(`/api/auth-backend/api/Admin/Outbox?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBeTruthy();
        mails = ((await response.json()) as Mail[]).filter((m) => m.subject.includes(reference) || m.text.includes(reference)).reverse();
        return mails.length;
      })
      .toBeGreaterThanOrEqual(count);
    expect(mails).toHaveLength(count);
    return mails;
  } finally {
    await admin.dispose();
  }
}

export type StoredTerms = { deadline: string; freeUntil: string | null; feeAmount: number | null; feePercent: number };
type Quote = StoredTerms & { allowed: boolean; fee: number; refund: number };

/** The reservation as the provider holds it: its stored terms, total and extras. */
export async function storedReservation(request: APIRequestContext, service: string, id: string) {
  const response = await request.get(`/api/${service}/api/Reservations/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    cancellationTerms: StoredTerms;
    breakdown: { total: number; extras?: number };
    cancellationFee: number | null;
    refundAmount: number | null;
  };
}

export async function cancelQuote(request: APIRequestContext, service: string, id: string): Promise<Quote> {
  const response = await request.get(`/api/${service}/api/Reservations/${id}/Cancellation`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Quote;
}

export async function cancel(request: APIRequestContext, baseURL: string, service: string, id: string) {
  const response = await request.post(`/api/${service}/api/Reservations/${id}/Cancel`, { headers: { Origin: new URL(baseURL).origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function pay(request: APIRequestContext, baseURL: string, service: string, id: string) {
  const paid = await request.post(`/api/${service}/api/Reservations/${id}/Pay`, {
    headers: { Origin: new URL(baseURL).origin, "Idempotency-Key": `terms-${id}` },
    data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** What cancelling a paid booking now costs under its terms: nothing in the free period, else the fixed fee or the percentage. */
export function feeUnder(terms: StoredTerms, chargeable: number, now = Date.now()): number {
  if (terms.freeUntil && Date.parse(terms.freeUntil) > now) return 0;
  return terms.feeAmount === null ? Math.round((chargeable * terms.feePercent) / 100) : Math.min(terms.feeAmount, chargeable);
}

/** A block's text as read: whitespace collapsed (the same words on every screen, whatever the layout's line breaks). */
export async function textOf(block: Locator): Promise<string> {
  await expect(block).toBeVisible();
  return (await block.innerText()).replace(/\s+/g, " ").trim();
}

/** An amount (SAR minor units) as the terms print it, digits and separators aside: 35000 → "350.00". */
export const amountDigits = (minor: number) => (minor / 100).toFixed(2);

/** A text's Latin digits without group separators, so `amountDigits` is found in Arabic and English alike. */
export const plainDigits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, ".")
    .replace(/[,٬\u00a0\u202f]/g, "");
