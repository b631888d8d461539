// Every provider request: its request id (the app's, else a new one), kept for the log lines written while it is
// handled and sent back in x-request-id; one log line and one duration observation per request, by route pattern.
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { acceptedRequestId, REQUEST_ID_HEADER } from "../contracts/request-id";
import type { ProviderEnv } from "../http/client-address";
import { log } from "./log";
import { observeProviderRequest } from "./metrics";
import { withRequestId } from "./request-context";

/**
 * In-process the app hands the id over in the fetch's environment; over HTTP it comes in x-request-id. Either way only
 * a sane one is kept (provider/contracts/request-id.ts), and it is used for nothing but the logs.
 */
export const observeRequests: MiddlewareHandler = async (c, next) => {
  const env = c.env as ProviderEnv | undefined;
  const requestId = acceptedRequestId(typeof env?.requestId === "string" ? env.requestId : c.req.header(REQUEST_ID_HEADER));
  const started = performance.now();
  await withRequestId(requestId, next);
  c.header(REQUEST_ID_HEADER, requestId);
  const seconds = (performance.now() - started) / 1000;
  // The pattern the answering handler was registered under (no ids in it); "unmatched" for a 404 no route knew.
  const route = routePath(c) || "unmatched";
  const status = c.res.status;
  observeProviderRequest(c.req.method, route === "/*" ? "unmatched" : route, status, seconds);
  withRequestId(requestId, () =>
    log()[status >= 500 ? "error" : "info"]({ method: c.req.method, route, status, durationMs: Math.round(seconds * 1000) }, "provider request"),
  );
};
