// Issue 7: a NUL byte in a name or a page text answered 500 (Postgres refuses it). Every text field now answers
// 400 naming the field with the `controlChars` key, and nothing is saved.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pages, socialLinks, users } from "@/provider/db/schema";
import { adminToken, auth, call, flight, latestToken, login } from "./call";
import { newAccount, onEachDatabase } from "./fixtures";

delete process.env.SMTP_URL;
vi.spyOn(console, "info").mockImplementation(() => undefined);

const NUL = "\u0000";
const refused = (field: string) => ({ code: "VALIDATION", fields: expect.objectContaining({ [field]: "controlChars" }) });

onEachDatabase("control characters", (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });

  it("registration refuses a NUL in the name, and creates no account", async () => {
    const before = await t.userCount();
    const account = newAccount({ name: `Layla${NUL} Hassan` });
    const { status, json } = await auth("api/Account/register", { body: account });
    expect(status).toBe(400);
    expect(json).toMatchObject(refused("name"));
    expect(await t.userCount()).toBe(before);
    expect(await t.userByEmail(account.email)).toBeUndefined();
  });

  it("the profile refuses a NUL or a line break in the name, and keeps the saved one", async () => {
    const account = newAccount();
    expect((await auth("api/Account/register", { body: account })).status).toBe(201);
    expect((await auth("api/Account/confirm-email", { body: { token: await latestToken(account.email) } })).status).toBe(200);
    const token = await login(account.email, account.password);
    for (const name of [`Sara${NUL}`, "Sara\nAhmed", "Sara\u0085Ahmed"]) {
      const { status, json } = await auth("api/Users/Profile", { method: "PUT", token, body: { name, phoneNumber: account.phoneNumber } });
      expect(status).toBe(400);
      expect(json).toMatchObject(refused("name"));
    }
    expect((await t.userByEmail(account.email))?.name).toBe(account.name);
  });

  it("an admin page refuses a NUL in its title or body, but keeps line breaks and tabs in the body", async () => {
    const read = async () =>
      (
        await t.db.db
          .select()
          .from(pages)
          .where(and(eq(pages.slug, "about-us"), eq(pages.locale, "en")))
      )[0]!;
    const before = await read();
    const put = (body: Record<string, string>) => flight("api/Pages/about-us", { method: "PUT", token: admin, body: { locale: "en", ...body } });

    const badTitle = await put({ title: `About${NUL}`, body: before.body });
    expect(badTitle.status).toBe(400);
    expect(badTitle.json).toMatchObject(refused("title"));
    const badBody = await put({ title: before.title, body: `Line one\n${NUL}Line two` });
    expect(badBody.status).toBe(400);
    expect(badBody.json).toMatchObject(refused("body"));
    const titleBreak = await put({ title: "About\nus", body: before.body });
    expect(titleBreak.json).toMatchObject(refused("title"));
    expect(await read()).toEqual(before);

    const multiline = "## Who we are\n\n- one\tline\r\n- another";
    expect((await put({ title: before.title, body: multiline })).status).toBe(200);
    expect((await read()).body).toBe(multiline);
  });

  it("a social link with a NUL is refused and the saved links stay", async () => {
    const before = await t.db.db.select().from(socialLinks);
    const { status, json } = await flight("api/Footer/SocialMedia", {
      method: "PUT",
      token: admin,
      body: { twitterLink: `https://x.com/rahhal${NUL}` },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject(refused("twitterLink"));
    expect(await t.db.db.select().from(socialLinks)).toEqual(before);
  });

  it("a query with a NUL (airport search) is refused, not sent to the database", async () => {
    const { status, json } = await call("/search-flight/api/Airports/Search?q=Ri%00yadh");
    expect(status).toBe(400);
    expect(json).toMatchObject(refused("q"));
  });

  describe("the wrapper's safety net", () => {
    it("refuses a NUL in a field whose contract has no text rule (a password), naming it", async () => {
      const { status, json } = await auth("api/Account/login", { body: { email: "traveler@example.com", password: `Traveler#12345${NUL}` } });
      expect(status).toBe(400);
      expect(json).toMatchObject(refused("password"));
      const [row] = await t.db.db.select({ name: users.name }).from(users).where(eq(users.email, "traveler@example.com"));
      expect(row?.name).toBeTruthy();
    });
  });
});
