// The "mail" queue: one job per outbox row, written in the transaction that wrote the row, retried with a growing
// delay while SMTP fails, and delivered at most once per row from our side: the job reads the row, skips it when
// sentAt is set, sends, then sets sentAt. The one window left is a crash (or a lost connection to the database) after
// the SMTP server accepted the message and before sentAt is written: the retry then sends it again. The message id
// is the outbox row's, so a receiving server or client that deduplicates by Message-ID shows it once.
import { and, eq, isNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { errorText, log } from "../observe/log";
import { bossOn, executorOf, QUEUES, type SqlRunner } from "./queue";

export type MailJob = { outboxId: string; replyTo?: string };

type Transport = {
  sendMail: (message: { from: string; to: string; subject: string; text: string; html: string; replyTo?: string; messageId: string }) => Promise<unknown>;
};

const globalStore = globalThis as unknown as { __providerMailTransport?: { url: string; transport: Promise<Transport> }; __providerMailSender?: PgBoss };

function transportFor(url: string): Promise<Transport> {
  // One transport per SMTP_URL, kept across dev reloads; nodemailer is only loaded when SMTP is configured. The
  // time-outs keep one attempt well inside the job's expiry (a job past it is retried while the first still runs).
  if (globalStore.__providerMailTransport?.url !== url) {
    const transport = import("nodemailer").then(
      (nodemailer) => nodemailer.default.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }) as Transport,
    );
    globalStore.__providerMailTransport = { url, transport };
  }
  return globalStore.__providerMailTransport.transport;
}

/** A whole number of at least `min` from the environment, or its default; anything else stops the start, naming it. */
function wholeSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 1_000_000) throw new Error(`${name} must be a whole number from ${min} (it is "${raw}")`);
  return value;
}

/**
 * Retries: MAIL_RETRY_LIMIT attempts after the first (10), the n-th after about MAIL_RETRY_DELAY_SECONDS·2ⁿ⁻¹ (10 s).
 * Read at the provider's start (a mistake stops it there, not at the first mail) and for every job.
 */
export function mailRetryOptions() {
  return {
    retryLimit: wholeSetting("MAIL_RETRY_LIMIT", 10, 0),
    retryDelay: wholeSetting("MAIL_RETRY_DELAY_SECONDS", 10, 1),
    retryBackoff: true,
    expireInSeconds: 60,
  };
}

/** Writes the delivery job through `tx`: it exists exactly when the outbox row does. */
export async function enqueueMailDelivery(tx: SqlRunner, job: MailJob): Promise<void> {
  // A pg-boss with no connection of its own: every insert goes through the caller's transaction (`db` option).
  globalStore.__providerMailSender ??= bossOn({ executeSql: () => Promise.reject(new Error("mail jobs are sent through a transaction")) });
  const data = job.replyTo ? { outboxId: job.outboxId, replyTo: job.replyTo } : { outboxId: job.outboxId };
  await globalStore.__providerMailSender.send(QUEUES.mail, data, { ...mailRetryOptions(), db: executorOf(tx) });
}

/**
 * Delivers one outbox row: "sent", "already sent" (a retry after a success, or a second job), "logged" (no SMTP_URL)
 * or "missing". Throws when SMTP refuses, so the queue retries it later.
 */
export async function deliverQueuedMail({ outboxId, replyTo }: MailJob): Promise<"sent" | "already sent" | "logged" | "missing"> {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  if (!row) return "missing";
  if (row.sentAt) return "already sent";
  const smtpUrl = providerConfig.smtpUrl;
  if (!smtpUrl) {
    log().info({ to: row.to, subject: row.subject, link: row.link }, "mail not sent (no SMTP_URL): logged");
    return "logged";
  }
  try {
    const transport = await transportFor(smtpUrl);
    const messageId = `<${row.id}@outbox.rahhal>`;
    await transport.sendMail({ from: providerConfig.mailFrom, to: row.to, subject: row.subject, text: row.text, html: row.html, replyTo, messageId });
  } catch (error) {
    log().warn({ to: row.to, subject: row.subject, err: errorText(error) }, "mail sending failed: retried later");
    throw error;
  }
  await db
    .update(outbox)
    .set({ sentAt: new Date() })
    .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt)));
  log().info({ to: row.to, subject: row.subject }, "mail sent");
  return "sent";
}
