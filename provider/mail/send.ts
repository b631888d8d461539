// Outgoing mail: every message is kept in the outbox and, in the same transaction, becomes a job of the "mail" queue
// (provider/jobs/mail-job.ts) that delivers it: through SMTP when SMTP_URL is set (marking sentAt), else logged.
import { getDb } from "../db/client";
import { outbox } from "../db/schema";
import { enqueueMailDelivery } from "../jobs/mail-job";

/** `replyTo` is used when sending, not kept in the outbox (the contact form's mails answer to the visitor). */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string; replyTo?: string };

/** Where a mail is recorded: the transaction of the change the mail tells about (or a savepoint of it). */
type Writer = Pick<Awaited<ReturnType<typeof getDb>>, "insert" | "execute">;

/**
 * Records the mail in the outbox and its delivery job, both in `db`'s transaction: a change and the mails telling
 * about it land together or not at all, and a mail that landed is delivered even if this process dies right after.
 */
export async function queueMail(db: Writer, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: mail.link ?? null })
    .returning({ id: outbox.id });
  await enqueueMailDelivery(db, { outboxId: row!.id, replyTo: mail.replyTo });
  return row!.id;
}

/** A mail of its own (the account links): its outbox row and delivery job in one transaction. */
export async function sendMail(mail: Mail): Promise<string> {
  return (await getDb()).transaction((tx) => queueMail(tx, mail));
}
