import "server-only";
// One API request of the app (a BFF call, a health or metrics read): run under its request id — the one proxy.ts
// passed on, else a new one — so every log line written for it, the provider's included, carries the id; then one log
// line and one duration observation, by route pattern, and the id in the answer's x-request-id.
import { acceptedRequestId, REQUEST_ID_HEADER } from "@/provider/contracts/request-id";
import { log } from "./log";
import { observeHttpRequest } from "./metrics";
import { withRequestId } from "./request-context";

/**
 * `route`: the pattern (e.g. "/api/hotels"), never the raw path. `quiet`: a successful answer is logged at debug only
 * (probes and scrapers call every few seconds).
 */
export function observeApiRequest(request: Request, route: string, answer: () => Promise<Response>, options: { quiet?: boolean } = {}): Promise<Response> {
  const requestId = acceptedRequestId(request.headers.get(REQUEST_ID_HEADER));
  const method = request.method.toUpperCase();
  const started = performance.now();
  return withRequestId(requestId, async () => {
    const done = (status: number) => {
      const seconds = (performance.now() - started) / 1000;
      observeHttpRequest(method, route, status, seconds);
      log()[options.quiet ? (status < 400 ? "debug" : "warn") : status >= 500 ? "error" : "info"](
        { method, route, status, durationMs: Math.round(seconds * 1000) },
        "api request",
      );
    };
    let response: Response;
    try {
      response = await answer();
    } catch (error) {
      log().error({ err: error, method, route }, "api request failed");
      done(500);
      throw error;
    }
    done(response.status);
    return withRequestIdHeader(response, requestId);
  });
}

function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Immutable headers (a fetched or redirect Response): the same answer in a new frame.
    const headers = new Headers(response.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
