// The sandbox mailbox: without SMTP every mail stays in the outbox, and admins (and the e2e tests) read it here.
import { desc, eq } from "drizzle-orm";
import { outboxQuery, outboxResponse } from "../../contracts/accounts";
import { providerConfig } from "../../config";
import { getDb } from "../../db/client";
import { outbox } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Service } from "../../http/service";

const LIMIT = 20;

export function registerOutboxRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Outbox",
    { summary: "Latest mails of the sandbox outbox (only when SMTP_URL is not set)", access: "admin", query: outboxQuery, response: outboxResponse },
    async ({ query }) => {
      // With real SMTP the outbox holds real people's links: it is not exposed at all.
      if (providerConfig.smtpUrl) throw notFound();
      const db = await getDb();
      const rows = await db
        .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text, link: outbox.link, createdAt: outbox.createdAt })
        .from(outbox)
        .where(query.to ? eq(outbox.to, query.to) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(LIMIT);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
}
