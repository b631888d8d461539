// Admin: the site's accounts (the back office's Customers, issue 24 point 5). The list searched, sorted and paged by
// the provider; one account; locking it (it can no longer sign in and its tokens are refused at their next request),
// unlocking it; mailing a new confirmation link to an unconfirmed one. Each write is audited in its own transaction.
// An admin cannot lock themselves, nor the last admin who can sign in: the unlocked admins' rows are locked in id
// order first, so two admins locking each other at once cannot both succeed (the second sees itself the last).
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  adminConfirmationResent,
  adminCustomer,
  adminCustomerIdParams,
  adminCustomerPage,
  customerListQuery,
  type AdminConfirmationResent,
  type AdminCustomer,
  type CustomerListQuery,
  type CustomerSort,
} from "../../contracts/admin-customers";
import type { AdminPage } from "../../contracts/admin";
import { everyWord, listPage } from "../../admin/list";
import { recordAudit } from "../../admin/audit";
import { replayedAction, requiredRequestKey } from "../../admin/request-key";
import { isUuid } from "../../bookings/core";
import { getDb, type Db } from "../../db/client";
import { users } from "../../db/schema";
import type { AuthUser } from "../../http/auth";
import { conflict, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { queueMail, renderAccountMail } from "../../mail";
import { iso, rowsOf } from "../search-flight/rows";
import { accountLink } from "./mails";
import { createAccountToken } from "./tokens";

type Actor = Pick<AuthUser, "id" | "email">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const customerNotFound = () => notFound("CUSTOMER_NOT_FOUND");

const BOOKINGS = sql`(select count(*) from reservations r where r.user_id = u.id)::int`;

const COLUMNS = sql`u.id, u.name, u.email, u.phone_number as phone, u.role::text as role, u.email_confirmed as "emailConfirmed",
  u.locked_at as "lockedAt", u.created_at as "createdAt", ${BOOKINGS} as bookings`;

function where(query: CustomerListQuery): SQL {
  const parts: SQL[] = [everyWord(query.q, (p) => sql`u.name ilike ${p} or u.email ilike ${p} or u.phone_number ilike ${p}`)];
  if (query.state === "locked") parts.push(sql`u.locked_at is not null`);
  if (query.state === "unconfirmed") parts.push(sql`u.locked_at is null and not u.email_confirmed`);
  if (query.state === "active") parts.push(sql`u.locked_at is null and u.email_confirmed`);
  return sql.join(parts, sql` and `);
}

/** "created" and "bookings" list the newest and the busiest first when ascending (the default). */
const ORDER: Record<CustomerSort, SQL> = {
  created: sql`(-extract(epoch from u.created_at))`,
  name: sql`lower(u.name)`,
  email: sql`u.email`,
  bookings: sql`(-${BOOKINGS})`,
};

type Row = Omit<AdminCustomer, "lockedAt" | "createdAt"> & { lockedAt: Date | string | null; createdAt: Date | string };
const customer = (row: Row): AdminCustomer => ({ ...row, lockedAt: row.lockedAt === null ? null : iso(row.lockedAt), createdAt: iso(row.createdAt) });

export async function listCustomers(query: CustomerListQuery): Promise<AdminPage<AdminCustomer>> {
  const page = await listPage<Row, CustomerSort>(await getDb(), query, {
    columns: COLUMNS,
    from: sql`users u`,
    where: where(query),
    orderBy: ORDER,
    tieBreak: sql`u.id`,
  });
  return { ...page, items: page.items.map(customer) };
}

export async function readCustomer(db: Pick<Db, "execute">, id: string): Promise<AdminCustomer> {
  if (!isUuid(id)) throw customerNotFound();
  const [row] = rowsOf<Row>(await db.execute(sql`select ${COLUMNS} from users u where u.id = ${id}`));
  if (!row) throw customerNotFound();
  return customer(row);
}

async function lockedRow(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for("update");
  if (!row) throw customerNotFound();
  return row;
}

/** An account's id as stored (lower case: the self check and the audit trail compare it), or 404 for anything else. */
function accountId(raw: string): string {
  if (!isUuid(raw)) throw customerNotFound();
  return raw.toLowerCase();
}

const snapshot = (row: typeof users.$inferSelect) => ({ email: row.email, name: row.name, role: row.role, lockedAt: row.lockedAt });

/** Locks the account; a second press finds it locked and changes nothing. */
export async function lockCustomer(actor: Actor, rawId: string): Promise<AdminCustomer> {
  const id = accountId(rawId);
  if (id === actor.id) throw conflict("CANNOT_LOCK_SELF");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [peek] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
    if (!peek) throw customerNotFound();
    if (peek.role === "Admin") {
      // Every admin who can still sign in, locked in one order; committed locks made meanwhile are seen after the wait.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "Admin"), isNull(users.lockedAt)))
        .orderBy(asc(users.id))
        .for("update");
      if (admins.some((a) => a.id === id) && !admins.some((a) => a.id !== id)) throw conflict("LAST_ADMIN");
    }
    const row = await lockedRow(tx, id);
    if (row.lockedAt) return;
    const [after] = await tx
      .update(users)
      .set({ lockedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, { entity: "account", entityId: id, action: "lock", before: snapshot(row), after: snapshot(after!) });
  });
  return readCustomer(db, id);
}

/** Unlocks the account (its old sessions stay signed out: locking bumped their token version). */
export async function unlockCustomer(actor: Actor, rawId: string): Promise<AdminCustomer> {
  const id = accountId(rawId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (!row.lockedAt) return;
    const [after] = await tx.update(users).set({ lockedAt: null, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await recordAudit(tx, actor, { entity: "account", entityId: id, action: "unlock", before: snapshot(row), after: snapshot(after!) });
  });
  return readCustomer(db, id);
}

/** Mails a new confirmation link in the account's language; the same request key twice mails once. */
export async function resendConfirmation(actor: Actor, rawId: string, key: string): Promise<AdminConfirmationResent> {
  const id = accountId(rawId);
  const db = await getDb();
  // The mail is an outbox row and its delivery job in this transaction (provider/mail/send.ts): the job sends it.
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    const answer = { id: row.id, email: row.email };
    if (await replayedAction(tx, { entity: "account", entityId: id, action: "resend", key })) return answer;
    if (row.emailConfirmed) throw conflict("EMAIL_ALREADY_CONFIRMED");
    const locale = row.locale === "en" ? "en" : "ar";
    const token = await createAccountToken(tx as unknown as Db, row.id, "confirm-email");
    const link = accountLink("confirmEmail", locale, token);
    const mail = { to: row.email, ...renderAccountMail("confirmEmail", locale, row.name, link), link };
    await queueMail(tx, mail);
    await recordAudit(tx, actor, { entity: "account", entityId: id, action: "resend", after: { email: row.email, mail: "confirmEmail", requestKey: key } });
    return answer;
  });
}

export function registerAdminCustomerRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Customers",
    {
      summary: "Admin: every account, newest first: search by name, email or phone; filter by state (active, locked, unconfirmed); sort and page",
      access: "admin",
      query: customerListQuery,
      response: adminCustomerPage,
    },
    async ({ query }) => listCustomers(query),
  );
  svc.get(
    "api/Admin/Customers/:id",
    { summary: "Admin: one account with its state and how many bookings it made", access: "admin", params: adminCustomerIdParams, response: adminCustomer },
    async ({ params }) => readCustomer(await getDb(), params.id),
  );
  svc.post(
    "api/Admin/Customers/:id/Lock",
    {
      summary:
        "Admin: lock an account: it cannot sign in (403 ACCOUNT_LOCKED) and its tokens are refused (401 ACCOUNT_LOCKED); 409 CANNOT_LOCK_SELF, LAST_ADMIN; locking a locked account changes nothing",
      access: "admin",
      params: adminCustomerIdParams,
      response: adminCustomer,
    },
    async ({ params, user }) => lockCustomer(user, params.id),
  );
  svc.post(
    "api/Admin/Customers/:id/Unlock",
    {
      summary: "Admin: unlock an account (it signs in again; sessions from before the lock stay signed out)",
      access: "admin",
      params: adminCustomerIdParams,
      response: adminCustomer,
    },
    async ({ params, user }) => unlockCustomer(user, params.id),
  );
  svc.post(
    "api/Admin/Customers/:id/ResendConfirmation",
    {
      summary:
        "Admin: mail a new email-confirmation link to an unconfirmed account (header Idempotency-Key: the same key twice mails once); 409 EMAIL_ALREADY_CONFIRMED",
      access: "admin",
      params: adminCustomerIdParams,
      response: adminConfirmationResent,
    },
    async ({ params, user, c }) => resendConfirmation(user, params.id, requiredRequestKey(c.req.header("idempotency-key"))),
  );
}
