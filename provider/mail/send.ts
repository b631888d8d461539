// Outgoing mail: every message is kept in the outbox; SMTP_URL decides whether it also leaves the machine.
import { eq } from "drizzle-orm";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string; html: string }) => Promise<unknown> };

const globalStore = globalThis as unknown as { __providerMailTransport?: { url: string; transport: Promise<Transport> } };

function transportFor(url: string): Promise<Transport> {
  // One transport per SMTP_URL, kept across dev reloads; nodemailer is only loaded when SMTP is configured.
  if (globalStore.__providerMailTransport?.url !== url) {
    const transport = import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(url) as Transport);
    globalStore.__providerMailTransport = { url, transport };
  }
  return globalStore.__providerMailTransport.transport;
}

/**
 * Records the mail in the outbox, then sends it through SMTP when configured (marking sentAt) or logs it.
 * A failed SMTP delivery is logged, not thrown: the account action already happened and the user can ask again.
 */
export async function sendMail(mail: Mail): Promise<{ id: string; sent: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: mail.link ?? null })
    .returning({ id: outbox.id });
  const id = row!.id;
  const smtpUrl = providerConfig.smtpUrl;
  if (!smtpUrl) {
    console.info(`[mail] ${mail.to}: ${mail.subject} ${mail.link ?? ""}`.trimEnd());
    return { id, sent: false };
  }
  try {
    const transport = await transportFor(smtpUrl);
    await transport.sendMail({ from: providerConfig.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    return { id, sent: true };
  } catch (error) {
    console.error(`[mail] sending to ${mail.to} failed`, error);
    return { id, sent: false };
  }
}
