// Admin: the home page's popular destinations (provider/contracts/admin-destinations.ts). Every write is one
// transaction with its audit record; nothing refers to a destination, so deleting one only takes its card away.
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../admin/audit";
import { adminDestination, adminDestinationList, destinationIdParams, destinationRequest, type AdminDestination } from "../../contracts/admin-destinations";
import { getDb, type Db } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { destinations } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";

type Reader = Pick<Db, "execute">;
type Row = Omit<AdminDestination, "updatedAt"> & { updatedAt: Date | string };

const COLUMNS = sql`d.id, d.airport_code as "airportCode", d.city_ar as "cityAr", d.city_en as "cityEn", d.country_ar as "countryAr",
  d.country_en as "countryEn", d.image, d.sort_order::int as "sortOrder", d.is_active as "isActive",
  exists (select 1 from airports a where a.code = d.airport_code) as "airportKnown", d.updated_at as "updatedAt"`;

const toDestination = (row: Row): AdminDestination => adminDestination.parse({ ...row, updatedAt: iso(row.updatedAt) });

async function readDestination(db: Reader, id: number): Promise<AdminDestination> {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${COLUMNS} from destinations d where d.id = ${id}`));
  if (!row) throw notFound();
  return toDestination(row);
}

const clash = (error: unknown): never => {
  if (uniqueViolation(error) === "destinations_airport_code_key") throw conflict("DESTINATION_EXISTS", { airportCode: "destinationExists" });
  throw error;
};

export function registerAdminDestinationRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Destinations",
    { summary: "Admin: every popular destination, hidden ones included, in display order", access: "admin", response: adminDestinationList },
    async () => {
      const db = await getDb();
      return rowsOf<Row>(await db.execute(sql`select ${COLUMNS} from destinations d order by d.sort_order, d.id`)).map(toDestination);
    },
  );

  svc.get(
    "api/Admin/Destinations/:id",
    { summary: "Admin: one popular destination", access: "admin", params: destinationIdParams, response: adminDestination },
    async ({ params }) => readDestination(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Destinations",
    {
      summary: "Admin: add a popular destination (409 DESTINATION_EXISTS for an airport already shown)",
      access: "admin",
      body: destinationRequest,
      response: adminDestination,
      status: 201,
    },
    async ({ body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          const [row] = await tx.insert(destinations).values(body).returning({ id: destinations.id });
          const after = await readDestination(tx, row!.id);
          await recordAudit(tx, user, { entity: "destination", entityId: after.id, action: "create", after });
          return after;
        })
        .catch(clash),
  );

  svc.put(
    "api/Admin/Destinations/:id",
    { summary: "Admin: edit a popular destination", access: "admin", params: destinationIdParams, body: destinationRequest, response: adminDestination },
    async ({ params, body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          const before = await readDestination(tx, params.id);
          await tx
            .update(destinations)
            .set({ ...body, updatedAt: sql`now()` })
            .where(eq(destinations.id, params.id));
          const after = await readDestination(tx, params.id);
          await recordAudit(tx, user, { entity: "destination", entityId: params.id, action: "update", before, after });
          return after;
        })
        .catch(clash),
  );

  svc.delete(
    "api/Admin/Destinations/:id",
    { summary: "Admin: remove a popular destination from the home page", access: "admin", params: destinationIdParams, status: 204 },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        const before = await readDestination(tx, params.id);
        await tx.delete(destinations).where(eq(destinations.id, params.id));
        await recordAudit(tx, user, { entity: "destination", entityId: params.id, action: "delete", before });
      }),
  );
}
