// The contact form: the message is stored and mailed to the operator (SUPPORT_EMAIL) in one transaction, throttled
// per email and per address like the account mails. No copy goes to the visitor's address: anyone can type anyone's
// email here, and the page itself shows the ticket number to quote.
import type { Context } from "hono";
import { supportMessageRequest, supportMessageResponse } from "../../contracts/support";
import { newReference } from "../../bookings/core";
import { providerConfig } from "../../config";
import { getDb } from "../../db/client";
import { supportMessages } from "../../db/schema";
import { clientAddressOf } from "../../http/client-address";
import type { Service } from "../../http/service";
import { queueMail } from "../../mail";
import { renderSupportMessageMail } from "../../mail/support-message";
import { countPerEmailAndAddress, tooManyAttempts } from "./throttle";

type Message = ReturnType<typeof supportMessageRequest.parse>;

async function throttle(c: Context, email: string) {
  const counted = await countPerEmailAndAddress({ email: "supportMessages", address: "supportMessagesPerAddress" }, email, clientAddressOf(c));
  const refused = [counted.email, counted.address].find((one) => one?.hit.exceeded);
  if (refused) throw tooManyAttempts(c, refused.hit);
}

async function store(body: Message): Promise<string> {
  const db = await getDb();
  for (let attempt = 0; attempt < 5; attempt++) {
    const ticket = `S-${newReference()}`;
    const mail = { to: providerConfig.supportEmail, replyTo: body.email, ...renderSupportMessageMail({ ...body, ticket, reference: body.reference ?? null }) };
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(supportMessages)
        .values({
          ticket,
          name: body.name,
          email: body.email,
          topic: body.topic,
          reference: body.reference ?? null,
          message: body.message,
          locale: body.locale,
        })
        .onConflictDoNothing({ target: supportMessages.ticket })
        .returning({ id: supportMessages.id });
      return row ? queueMail(tx, mail) : null;
    });
    // Delivered by the mail queue after the commit: a slow SMTP server must not make the visitor send again.
    if (queued) return ticket;
  }
  throw new Error("could not find a free support ticket number");
}

export function registerSupportRoutes(svc: Service): void {
  svc.post(
    "api/Support/Messages",
    {
      summary: "Send a message to the support team (stored and mailed to SUPPORT_EMAIL; 429 TOO_MANY_ATTEMPTS past 3 an hour per email or 5 per address)",
      access: "public",
      body: supportMessageRequest,
      response: supportMessageResponse,
      status: 201,
    },
    async ({ body, c }) => {
      await throttle(c, body.email);
      return { ticket: await store(body) };
    },
  );
}
