// The contact form (auth-backend api/Support/Messages): what it stores, the operator's mail, its refusals and its limits.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox, supportMessages } from "@/provider/db/schema";
import { providerApp } from "@/provider/app";
import { mailsTo } from "./call";
import { onEachDatabase } from "./fixtures";

/** SUPPORT_EMAIL unset: provider/config.ts's default. */
const OPERATOR = "support@rahhal.example";
let octet = 0;
const freshAddress = () => `203.0.${Math.floor(Math.random() * 200)}.${(octet = (octet % 250) + 1)}`;
let seq = 0;
const freshEmail = () => `visitor.${Date.now() % 100_000}${++seq}@example.com`;

async function send(body: Record<string, unknown>, address = freshAddress(), locale: "ar" | "en" = "en") {
  const response = await providerApp.fetch(
    new Request("http://provider.internal/auth-backend/api/Support/Messages", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": locale },
      body: JSON.stringify(body),
    }),
    { clientAddress: address },
  );
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: (await response.json()) as Record<string, unknown> };
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Layla Hassan",
  email: freshEmail(),
  topic: "cancellation",
  reference: " rh7k2p ",
  message: "I cancelled yesterday and would like to know when the refund reaches my card.",
  locale: "ar",
  ...overrides,
});

onEachDatabase("support messages", (t) => {
  const stored = async (ticket: string) => (await t.db.db.select().from(supportMessages).where(eq(supportMessages.ticket, ticket)))[0];

  it("stores the message with a ticket number and mails the operator once, every typed value escaped in the HTML", async () => {
    const body = valid({ name: "Eve <script>alert(1)</script>", message: 'Hello <img src=x onerror="alert(1)"> — when is my refund due?' });
    const { status, json } = await send(body);
    expect(status).toBe(201);
    const ticket = json.ticket as string;
    expect(ticket).toMatch(/^S-[A-HJ-NP-Z2-9]{6}$/);
    expect(await stored(ticket)).toMatchObject({ email: body.email, topic: "cancellation", reference: "RH7K2P", locale: "ar", name: body.name });
    const mails = (await mailsTo(OPERATOR)).filter((mail) => mail.subject.includes(ticket));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("RH7K2P");
    expect(mails[0]!.text).toContain(body.email);
    expect(mails[0]!.text).toContain(body.message);
    const [row] = await t.db.db.select().from(outbox).where(eq(outbox.id, mails[0]!.id));
    expect(row!.html).not.toMatch(/<script|<img/);
    expect(row!.html).toContain("&lt;script&gt;");
  });

  it("refuses what the form refuses, field by field, in the visitor's language, and stores nothing", async () => {
    const email = freshEmail();
    const { status, json } = await send({ name: "L", email, topic: "lottery", reference: "RH0O1I", message: "too short", locale: "en" }, freshAddress(), "ar");
    expect(status).toBe(400);
    expect(json.fields).toEqual({ name: "nameMin", topic: "topicRequired", reference: "referenceInvalid", message: "messageMin" });
    expect(json.message).toBe("بعض الحقول غير صحيحة.");
    expect(await t.db.db.select().from(supportMessages).where(eq(supportMessages.email, email))).toHaveLength(0);
    const control = await send(valid({ message: "A message with a hidden \u0007 bell character in it." }));
    expect(control.status).toBe(400);
    expect(control.json.fields).toEqual({ message: "controlChars" });
  });

  it("takes a message without a booking reference", async () => {
    const { status, json } = await send(valid({ reference: "" }));
    expect(status).toBe(201);
    expect((await stored(json.ticket as string))!.reference).toBeNull();
  });

  it("answers 429 past 3 messages an hour from one email and 5 from one address, storing none of the refused", async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await send(valid({ email }))).status).toBe(201);
    const refused = await send(valid({ email }));
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await t.db.db.select().from(supportMessages).where(eq(supportMessages.email, email))).toHaveLength(3);

    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await send(valid(), address)).status).toBe(201);
    expect((await send(valid(), address)).status).toBe(429);
    expect((await send(valid(), freshAddress())).status).toBe(201);
  });
});
