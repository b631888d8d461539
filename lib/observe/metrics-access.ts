import "server-only";
// Who may read /api/metrics: the operator only. Either a Prometheus scraper with `Authorization: Bearer <METRICS_TOKEN>`
// (compared in constant time; with no METRICS_TOKEN set no token is accepted), or a signed-in admin, whose role the
// provider confirms as for every admin call (the session's own claim is not enough: it may be stale).
import { timingSafeEqual } from "node:crypto";
import { userData } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";
import { sessionToken } from "@/lib/provider/bff";

export type MetricsAccess = "allowed" | "unauthenticated" | "forbidden" | "unavailable";

function tokenMatches(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function metricsAccess(request: Request): Promise<MetricsAccess> {
  const authorization = request.headers.get("authorization");
  // A request that states a token is judged by it alone: a wrong one is refused, whatever cookie comes with it.
  if (authorization !== null) {
    const bearer = /^Bearer (.+)$/.exec(authorization);
    return bearer && tokenMatches(bearer[1]!, process.env.METRICS_TOKEN) ? "allowed" : "unauthenticated";
  }
  const session = await sessionToken(request.headers.get("cookie"));
  if (!session) return "unauthenticated";
  try {
    const user = await providerRequest("auth-backend", "api/Users/UserData", { token: session.token, schema: userData });
    return user.role === "Admin" ? "allowed" : "forbidden";
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 401 || error.status === 403)) return "unauthenticated";
    return "unavailable";
  }
}
