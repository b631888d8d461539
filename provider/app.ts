// The embedded provider: every service mounted under its base path of SPEC §7, plus /openapi.json.
import { Hono } from "hono";
import { errorResponse, notFound } from "./http/errors";
import { openApiDocument } from "./http/openapi";
import { metrics, readiness } from "./observe/health";
import { observeRequests } from "./observe/middleware";
import { authBackend } from "./services/auth-backend";
import { chalets } from "./services/chalets";
import { flightBackend } from "./services/flight-backend";
import { hotels } from "./services/hotels";
import { offerBackend } from "./services/offer-backend";
import { searchFlight } from "./services/search-flight";
import { taxis } from "./services/taxis";

export const services = [authBackend, flightBackend, searchFlight, offerBackend, hotels, chalets, taxis];

export const providerApp = new Hono();
// First: every request gets its request id (log lines) and is timed (metrics), whatever answers it.
providerApp.use("*", observeRequests);
providerApp.onError((error, c) => errorResponse(c, error));
providerApp.notFound((c) => errorResponse(c, notFound()));
for (const service of services) providerApp.route(`/${service.name}`, service.app);
providerApp.get("/openapi.json", (c) => c.json(openApiDocument()));
providerApp.get("/health", (c) => c.json({ ok: true }));
providerApp.get("/health/ready", readiness);
providerApp.get("/metrics", metrics);
