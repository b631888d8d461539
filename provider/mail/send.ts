// Outgoing mail: every message is kept in the outbox; SMTP_URL decides whether it also leaves the machine.
import { eq } from "drizzle-orm";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { errorText, log } from "../observe/log";

/** `replyTo` is used when sending, not kept in the outbox (the contact form's mails answer to the visitor). */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string; replyTo?: string };

type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string; html: string; replyTo?: string }) => Promise<unknown> };

const globalStore = globalThis as unknown as { __providerMailTransport?: { url: string; transport: Promise<Transport> } };

function transportFor(url: string): Promise<Transport> {
  // One transport per SMTP_URL, kept across dev reloads; nodemailer is only loaded when SMTP is configured.
  if (globalStore.__providerMailTransport?.url !== url) {
    const transport = import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(url) as Transport);
    globalStore.__providerMailTransport = { url, transport };
  }
  return globalStore.__providerMailTransport.transport;
}

/** Where a mail is recorded: the database, or the transaction of the change the mail tells about. */
type Writer = Pick<Awaited<ReturnType<typeof getDb>>, "insert">;

/**
 * Records the mail in the outbox only; `deliverMail` sends it once the caller's transaction has committed. A change
 * and the mails telling about it then land together or not at all.
 */
export async function queueMail(db: Writer, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: mail.link ?? null })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Records the mail in the outbox, then sends it through SMTP when configured (marking sentAt) or logs it.
 * A failed SMTP delivery is logged, not thrown: the account action already happened and the user can ask again.
 */
export async function sendMail(mail: Mail): Promise<{ id: string; sent: boolean }> {
  const id = await queueMail(await getDb(), mail);
  return { id, sent: await deliverMail(id, mail) };
}

/** Sends a mail already in the outbox through SMTP when configured (marking sentAt), or logs it. */
export async function deliverMail(id: string, mail: Mail): Promise<boolean> {
  const smtpUrl = providerConfig.smtpUrl;
  if (!smtpUrl) {
    log().info({ to: mail.to, subject: mail.subject, link: mail.link }, "mail not sent (no SMTP_URL): logged");
    return false;
  }
  try {
    const transport = await transportFor(smtpUrl);
    await transport.sendMail({ from: providerConfig.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo });
    await (await getDb()).update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    log().info({ to: mail.to, subject: mail.subject }, "mail sent");
    return true;
  } catch (error) {
    log().error({ to: mail.to, subject: mail.subject, err: errorText(error) }, "mail sending failed");
    return false;
  }
}
