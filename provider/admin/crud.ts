// The admin endpoints of a simple catalogue record (airports, airlines, meals, airport transfers): a list searched,
// sorted and paged by the provider; read one; add; edit; delete unless flights (a transfer: bookings) use it. Every
// write is one transaction with its audit record. Records with parts (planes and their seats, flights) write their own
// endpoints with the same helpers.
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { adminPage, type AuditEntity } from "../contracts/admin";
import { idParams } from "../contracts/admin-catalogue";
import { getDb, type Db } from "../db/client";
import { foreignKeyViolation, uniqueViolation } from "../db/errors";
import { conflict, inUse, notFound, type ProviderError } from "../http/errors";
import type { ProviderLocale } from "../http/locale";
import type { Service } from "../http/service";
import { rowsOf } from "../services/search-flight/rows";
import { recordAudit } from "./audit";
import { everyWord, listPage } from "./list";

type Reader = Pick<Db, "execute">;

type CrudSpec<Item extends { id: number }, Request, Sort extends string> = {
  entity: AuditEntity;
  /** e.g. "api/Admin/Airports". */
  path: string;
  /** Plural and singular for the OpenAPI summaries ("airports", "airport"). */
  names: [string, string];
  table: PgTable & { id: PgColumn };
  /** Select list of one item from `from` (aliased to the item's fields, flightCount included). */
  columns: SQL;
  /** FROM clause naming the table with the alias `columns` uses, and the alias's id column. */
  from: SQL;
  idColumn: SQL;
  search: (pattern: string) => SQL;
  orderBy: (locale: ProviderLocale) => Record<Sort, SQL>;
  listQuery: z.ZodType<{ q?: string; sort: Sort; dir: "asc" | "desc"; page: number }>;
  item: z.ZodType<Item>;
  request: z.ZodType<Request>;
  /** A unique index's name → the error to answer (e.g. a code used twice). */
  clashes: Record<string, () => ProviderError>;
  /** Refuses an edit the record's users could not follow (run with the row locked, before the update). */
  checkEdit?: (tx: Reader, before: Item, body: Request) => Promise<void>;
  /** The table's columns of a request, when they are not the request itself (a code looked up to its id). */
  toRow?: (tx: Reader, body: Request, creating: boolean) => Promise<Record<string, unknown>>;
  /** What refuses a delete: by default the flights that use the record (`flightCount`, 409 IN_USE with the count). */
  inUse?: { count: (item: Item) => number; error: (count: number) => ProviderError; what: string; code: string };
};

export function registerCatalogueCrud<Item extends { id: number }, Request extends Record<string, unknown>, Sort extends string>(
  svc: Service,
  spec: CrudSpec<Item, Request, Sort>,
): void {
  const [plural, singular] = spec.names;
  const refusal = spec.inUse ?? {
    count: (item: Item) => Number((item as { flightCount?: number }).flightCount ?? 0),
    error: inUse,
    what: "flight",
    code: "IN_USE",
  };
  const rowOf = (tx: Reader, body: Request, creating: boolean) => (spec.toRow ? spec.toRow(tx, body, creating) : Promise.resolve(body));
  const read = async (db: Reader, id: number): Promise<Item> => {
    const result = await db.execute(sql`select ${spec.columns} from ${spec.from} where ${spec.idColumn} = ${id}`);
    const row = rowsOf<Item>(result)[0];
    if (!row) throw notFound();
    return row;
  };
  const clash = (error: unknown): never => {
    const index = uniqueViolation(error);
    const answer = index === null ? undefined : spec.clashes[index];
    throw answer ? answer() : error;
  };
  const table = spec.table;
  // The items are raw SQL rows: their schema documents them, the compile-time check of undeclared fields cannot.
  const item = spec.item as z.ZodType;
  const page = adminPage(item) as z.ZodType;

  svc.get(
    `${spec.path}`,
    { summary: `Admin: ${plural}, searched, sorted and paged`, access: "admin", query: spec.listQuery, response: page },
    async ({ query, locale }) =>
      listPage<Item, Sort>(await getDb(), query, {
        columns: spec.columns,
        from: spec.from,
        where: everyWord(query.q, spec.search),
        orderBy: spec.orderBy(locale),
        tieBreak: spec.idColumn,
      }),
  );

  svc.get(`${spec.path}/:id`, { summary: `Admin: one ${singular}`, access: "admin", params: idParams, response: item }, async ({ params }) =>
    read(await getDb(), params.id),
  );

  svc.post(
    `${spec.path}`,
    { summary: `Admin: add ${singular === "airline" ? "an" : "a"} ${singular}`, access: "admin", body: spec.request, response: item, status: 201 },
    async ({ body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          const [row] = (await tx
            .insert(table)
            .values(await rowOf(tx, body, true))
            .returning({ id: table.id })) as { id: number }[];
          const after = await read(tx, row!.id);
          await recordAudit(tx, user, { entity: spec.entity, entityId: after.id, action: "create", after });
          return after;
        })
        .catch(clash),
  );

  svc.put(
    `${spec.path}/:id`,
    { summary: `Admin: edit ${singular === "airline" ? "an" : "a"} ${singular}`, access: "admin", params: idParams, body: spec.request, response: item },
    async ({ params, body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          // Locked first, so that checkEdit judges the row that is updated.
          await tx.select({ id: table.id }).from(table).where(eq(table.id, params.id)).for("update");
          const before = await read(tx, params.id);
          await spec.checkEdit?.(tx, before, body);
          await tx
            .update(table)
            .set(await rowOf(tx, body, false))
            .where(eq(table.id, params.id));
          const after = await read(tx, params.id);
          await recordAudit(tx, user, { entity: spec.entity, entityId: params.id, action: "update", before, after });
          return after;
        })
        .catch(clash),
  );

  svc.delete(
    `${spec.path}/:id`,
    {
      summary: `Admin: delete ${singular === "airline" ? "an" : "a"} ${singular} no ${refusal.what} uses (409 ${refusal.code} with the count otherwise)`,
      access: "admin",
      params: idParams,
      status: 204,
    },
    async ({ params, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          // Locks the row first: a flight saved meanwhile waits, then finds it gone (its foreign key refuses).
          await tx.select({ id: table.id }).from(table).where(eq(table.id, params.id)).for("update");
          const before = await read(tx, params.id);
          const users = refusal.count(before);
          if (users > 0) throw refusal.error(users);
          await tx.delete(table).where(eq(table.id, params.id));
          await recordAudit(tx, user, { entity: spec.entity, entityId: params.id, action: "delete", before });
        })
        .catch((error: unknown) => {
          // Past bookings keep what they bought (a meal no flight sells any more, an airport's transfers): never a 500.
          if (foreignKeyViolation(error)) throw conflict("IN_USE_BY_BOOKINGS");
          throw error;
        }),
  );
}

export const codeTaken = () => conflict("CODE_EXISTS", { code: "codeExists" });
