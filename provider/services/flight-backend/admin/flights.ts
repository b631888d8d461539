// Admin: flights. The list (searched, sorted and paged by the provider), a flight's edit shape, add and edit with
// every field of SPEC §3 under the rules of §5, and cancelling a flight with its reservations (full refunds, mails).
// Every write is one transaction with its audit record.
import { adminFlight, adminFlightIdParams, flightCancellation, flightListQuery, flightPage, flightRequest } from "../../../contracts/admin-flights";
import { recordAudit } from "../../../admin/audit";
import { getDb } from "../../../db/client";
import type { Service } from "../../../http/service";
import { cancelFlight, flightCancellationSummary } from "./flight-cancel";
import { listFlights, readFlight } from "./flight-read";
import { saveFlight } from "./flight-save";

export function registerAdminFlightRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Flights",
    {
      summary: "Admin: flights with their load, searched by number, airport codes or airline, sorted and paged",
      access: "admin",
      query: flightListQuery,
      response: flightPage,
    },
    async ({ query }) => listFlights(await getDb(), query),
  );

  svc.get(
    "api/Admin/Flights/:id",
    {
      summary: "Admin: one flight as the edit form holds it (local times of its airports)",
      access: "admin",
      params: adminFlightIdParams,
      response: adminFlight,
    },
    async ({ params }) => readFlight(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Flights",
    {
      summary: "Admin: add a flight with its classes, stops, fare types, bags and meals",
      access: "admin",
      body: flightRequest,
      response: adminFlight,
      status: 201,
    },
    async ({ body, user }) =>
      (await getDb()).transaction(async (tx) => {
        const id = await saveFlight(tx, body);
        const after = await readFlight(tx, id);
        await recordAudit(tx, user, { entity: "flight", entityId: id, action: "create", after });
        return after;
      }),
  );

  svc.put(
    "api/Admin/Flights/:id",
    {
      summary: "Admin: edit a flight (409 when the change would break reservations: a class, fare type or bag they use, the plane while seats are held)",
      access: "admin",
      params: adminFlightIdParams,
      body: flightRequest,
      response: adminFlight,
    },
    async ({ params, body, user }) =>
      (await getDb()).transaction(async (tx) => {
        const before = await readFlight(tx, params.id);
        await saveFlight(tx, body, params.id);
        const after = await readFlight(tx, params.id);
        await recordAudit(tx, user, { entity: "flight", entityId: params.id, action: "update", before, after });
        return after;
      }),
  );

  svc.get(
    "api/Admin/Flights/:id/Cancellation",
    {
      summary: "Admin: what cancelling the flight affects (reservations, travellers, the refund total)",
      access: "admin",
      params: adminFlightIdParams,
      response: flightCancellation,
    },
    async ({ params }) => flightCancellationSummary(await getDb(), params.id),
  );

  svc.post(
    "api/Admin/Flights/:id/Cancel",
    {
      summary: "Admin: cancel the flight and its standing reservations with full refunds, mailing each lead traveller (idempotent)",
      access: "admin",
      params: adminFlightIdParams,
      response: flightCancellation,
    },
    async ({ params, user }) => cancelFlight(user, params.id),
  );
}
