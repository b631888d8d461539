// Issue 22 point 13: the footer leads to a help page and a contact form; a message is refused field by field in the
// page's language, then sent, answered with a ticket number, and mailed to the operator.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { ADMIN, signIn, uniqueIdentity } from "../support/accounts";
import { LOCALES, localePath, t } from "../support/i18n";

const OPERATOR = "support@rahhal.example";

/** The subjects of the operator's newest mails, read from the sandbox outbox as the admin. */
async function operatorSubjects(baseURL: string): Promise<string[]> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, ADMIN);
    const response = await admin.get(`/api/auth-backend/api/Admin/Outbox?to=${encodeURIComponent(OPERATOR)}`);
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { subject: string }[]).map((mail) => mail.subject);
  } finally {
    await admin.dispose();
  }
}

for (const locale of LOCALES) {
  test(`help answers the common questions and the contact form sends a message (${locale})`, async ({ page, baseURL }) => {
    const s = (key: string, values?: Record<string, string | number>) => t(locale, `Support.${key}`, values);
    await page.goto(localePath(locale, "/"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(t(locale, "Nav.soon"), { exact: true })).toHaveCount(0);
    await footer.getByRole("link", { name: t(locale, "Footer.help") }).click();
    await expect(page.getByRole("heading", { level: 1, name: s("helpTitle") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: s("faq.refund.q") })).toBeVisible();

    await page
      .getByRole("main")
      .getByRole("link", { name: s("writeToUs") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: s("contactTitle") })).toBeVisible();
    await expect(page.getByRole("link", { name: "support@rahhal.example" })).toHaveAttribute("href", "mailto:support@rahhal.example");
    const who = uniqueIdentity(`support-${locale}`);
    await page.getByLabel(s("name")).fill("Layla Hassan");
    await page.getByLabel(s("email")).fill(who.email);
    await page.getByLabel(s("reference")).fill("RH0O1I");
    await page.getByLabel(s("message")).fill("Too short");
    const send = page.getByRole("button", { name: s("send") });
    await expect(async () => {
      await send.click();
      await expect(page.getByLabel(s("reference"))).toHaveAttribute("aria-invalid", "true", { timeout: 2_000 });
    }).toPass();
    const form = page.getByRole("form", { name: s("contactTitle") });
    await expect(form).toContainText(t(locale, "Validation.topicRequired"));
    await expect(form).toContainText(t(locale, "Validation.referenceInvalid"));
    await expect(form).toContainText(t(locale, "Validation.messageMin"));

    await page.getByLabel(s("topic")).selectOption({ label: s("topics.cancellation") });
    await page.getByLabel(s("reference")).fill("rh7k2p");
    await page.getByLabel(s("message")).fill("I cancelled yesterday: when does the refund reach my card?");
    await send.click();
    const sent = page.getByRole("region", { name: s("sentTitle") });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole("heading", { name: s("sentTitle") })).toBeFocused();
    const ticket = (await sent.locator("strong").textContent())!;
    expect(ticket).toMatch(/^S-[A-Z2-9]{6}$/);
    expect((await operatorSubjects(baseURL!)).some((subject) => subject.startsWith(`[${ticket}]`) && subject.includes("RH7K2P"))).toBe(true);
  });
}
