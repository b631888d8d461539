// Next parses the Next-Router-State-Tree header of a client navigation while rendering, and a header it cannot
// parse ends as a bare 500. proxy.ts asks Next's own parser first, so the rules cannot drift from the framework's,
// and answers 400: the client sent something wrong, nothing failed here.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";

/** True when the header is absent or is a router state Next will accept. */
export function isValidRouterStateHeader(header: string | null): boolean {
  if (header === null) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}
