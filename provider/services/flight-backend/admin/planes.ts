// Admin: planes and their seat maps. A seat keeps its id while it stays at the same row and column (its number and
// class may change), so reservations that hold it stay valid; seats that reservations hold or held cannot be removed,
// nor change class, since a booked traveller's seat must keep matching their fare class.
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  adminPlane,
  idParams,
  planeListQuery,
  planePage,
  planeRequest,
  type AdminPlane,
  type AdminPlaneSummary,
  type PlaneRequest,
} from "../../../contracts/admin-catalogue";
import { recordAudit } from "../../../admin/audit";
import { everyWord, listPage } from "../../../admin/list";
import { getDb, type Db } from "../../../db/client";
import { rowsOf } from "../../search-flight/rows";
import { uniqueViolation } from "../../../db/errors";
import { planes, planeSeats } from "../../../db/schema";
import { conflict, inUse, notFound, ProviderError } from "../../../http/errors";
import type { Service } from "../../../http/service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const FLIGHT_COUNT = sql`(select count(*)::int from flights f where f.plane_id = p.id)`;
const SEAT_COUNT = (cls: string) => sql`(select count(*)::int from plane_seats s where s.plane_id = p.id and s.class = ${cls})`;

/** Seats some reservation holds now or held once (its travellers point at them): they stay as they are. */
const BOOKED_SEATS = sql`select seat_id from reservation_seats union select seat_id from reservation_travelers where seat_id is not null`;

async function readPlane(db: Pick<Db, "execute" | "select">, id: number): Promise<AdminPlane> {
  const [plane] = await db.select().from(planes).where(eq(planes.id, id)).limit(1);
  if (!plane) throw notFound();
  const seats = await db.execute(
    sql`select s.row, s."column", s.seat_number as "seatNumber", s.class::text as class, (s.id in (${BOOKED_SEATS})) as sold
        from plane_seats s where s.plane_id = ${id} order by s.row, s."column"`,
  );
  const flights = await db.execute(sql`select count(*)::int as n from flights where plane_id = ${id}`);
  return {
    id: plane.id,
    model: plane.model,
    modelAr: plane.modelAr,
    layout: plane.layout,
    seats: rowsOf<AdminPlane["seats"][number]>(seats),
    flightCount: Number(rowsOf<{ n: number }>(flights)[0]?.n ?? 0),
  };
}

function clash(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === "planes_model_key") throw conflict("MODEL_EXISTS", { model: "modelExists" });
  throw error;
}

/** Makes the plane's seats what `body` says, keeping the id of every seat that stays at its row and column. */
async function writeSeats(tx: Tx, planeId: number, body: PlaneRequest): Promise<void> {
  const existing = await tx.execute(
    sql`select s.id, s.row, s."column", s.class::text as class, (s.id in (${BOOKED_SEATS})) as booked
        from plane_seats s where s.plane_id = ${planeId} for update`,
  );
  const rows = rowsOf<{ id: number; row: number; column: string; class: string; booked: boolean }>(existing);
  const wanted = new Map(body.seats.map((seat) => [`${seat.row}${seat.column}`, seat]));
  const blocked = rows.filter((row) => {
    const next = wanted.get(`${row.row}${row.column}`);
    return row.booked && (!next || next.class !== row.class);
  });
  if (blocked.length) {
    const names = blocked.map((row) => `${row.row}${row.column}`).slice(0, 12);
    throw new ProviderError(409, "SEATS_SOLD", { seats: "seatsSold" }, { seats: names.join(", ") });
  }
  const gone = rows.filter((row) => !wanted.has(`${row.row}${row.column}`)).map((row) => row.id);
  if (gone.length) await tx.delete(planeSeats).where(inArray(planeSeats.id, gone));
  // Numbers may swap between kept seats: park the kept ones under temporary numbers first (the pair is unique).
  const kept = rows.filter((row) => wanted.has(`${row.row}${row.column}`));
  if (kept.length) {
    await tx.execute(
      sql`update plane_seats set seat_number = '~' || id where plane_id = ${planeId} and id in (${sql.join(
        kept.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
  for (const row of kept) {
    const seat = wanted.get(`${row.row}${row.column}`)!;
    await tx
      .update(planeSeats)
      .set({ seatNumber: seat.seatNumber, class: seat.class })
      .where(and(eq(planeSeats.id, row.id), eq(planeSeats.planeId, planeId)));
  }
  const keptPlaces = new Set(kept.map((row) => `${row.row}${row.column}`));
  const added = body.seats.filter((seat) => !keptPlaces.has(`${seat.row}${seat.column}`));
  if (added.length) await tx.insert(planeSeats).values(added.map((seat) => ({ ...seat, planeId })));
  // The flights flown by this plane sell what it now has.
  await tx.execute(
    sql`update flight_classes fc set seat_capacity = (select count(*) from plane_seats s where s.plane_id = ${planeId} and s.class = fc.class)
        from flights f where f.id = fc.flight_id and f.plane_id = ${planeId}`,
  );
}

const layoutOf = (body: PlaneRequest) => Object.fromEntries(Object.entries(body.layout).filter(([, value]) => value)) as PlaneRequest["layout"];

export function registerAdminPlaneRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Planes",
    { summary: "Admin: planes with their seats per class, searched, sorted and paged", access: "admin", query: planeListQuery, response: planePage },
    async ({ query }) => {
      const page = await listPage<
        { id: number; model: string; modelAr: string; first: number; business: number; economy: number; flightCount: number },
        typeof query.sort
      >(await getDb(), query, {
        columns: sql`p.id, p.model, p.model_ar as "modelAr", ${SEAT_COUNT("first")} as first, ${SEAT_COUNT("business")} as business, ${SEAT_COUNT("economy")} as economy, ${FLIGHT_COUNT} as "flightCount"`,
        from: sql`planes p`,
        where: everyWord(query.q, (p) => sql`(p.model ilike ${p} or p.model_ar ilike ${p})`),
        orderBy: { model: sql`p.model`, seats: sql`(select count(*) from plane_seats s where s.plane_id = p.id)`, flights: FLIGHT_COUNT },
        tieBreak: sql`p.id`,
      });
      return {
        ...page,
        items: page.items.map(({ first, business, economy, ...plane }): AdminPlaneSummary => ({ ...plane, seats: { first, business, economy } })),
      };
    },
  );

  svc.get(
    "api/Admin/Planes/:id",
    { summary: "Admin: one plane with its seat map (sold: a reservation holds or held the seat)", access: "admin", params: idParams, response: adminPlane },
    async ({ params }) => readPlane(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Planes",
    { summary: "Admin: add a plane with at least one seat", access: "admin", body: planeRequest, response: adminPlane, status: 201 },
    async ({ body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(planes)
            .values({ model: body.model, modelAr: body.modelAr, layout: layoutOf(body) })
            .returning({ id: planes.id });
          await tx.insert(planeSeats).values(body.seats.map((seat) => ({ ...seat, planeId: row!.id })));
          const after = await readPlane(tx, row!.id);
          await recordAudit(tx, user, { entity: "plane", entityId: after.id, action: "create", after });
          return after;
        })
        .catch(clash),
  );

  svc.put(
    "api/Admin/Planes/:id",
    {
      summary: "Admin: edit a plane and its seat map (409 SEATS_SOLD when a booked seat would go or change class)",
      access: "admin",
      params: idParams,
      body: planeRequest,
      response: adminPlane,
    },
    async ({ params, body, user }) =>
      (await getDb())
        .transaction(async (tx) => {
          await tx.select({ id: planes.id }).from(planes).where(eq(planes.id, params.id)).for("update");
          const before = await readPlane(tx, params.id);
          await tx
            .update(planes)
            .set({ model: body.model, modelAr: body.modelAr, layout: layoutOf(body) })
            .where(eq(planes.id, params.id));
          await writeSeats(tx, params.id, body);
          const after = await readPlane(tx, params.id);
          await recordAudit(tx, user, { entity: "plane", entityId: params.id, action: "update", before, after });
          return after;
        })
        .catch(clash),
  );

  svc.delete(
    "api/Admin/Planes/:id",
    { summary: "Admin: delete a plane no flight uses (409 IN_USE otherwise)", access: "admin", params: idParams, status: 204 },
    async ({ params, user }) =>
      (await getDb()).transaction(async (tx) => {
        await tx.select({ id: planes.id }).from(planes).where(eq(planes.id, params.id)).for("update");
        const before = await readPlane(tx, params.id);
        if (before.flightCount > 0) throw inUse(before.flightCount);
        await tx.delete(planes).where(eq(planes.id, params.id));
        await recordAudit(tx, user, { entity: "plane", entityId: params.id, action: "delete", before });
      }),
  );
}
