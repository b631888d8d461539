// `next build` prerenders the public pages without reaching the provider (a fresh clone has no database yet, and a
// production build must not depend on one): cached data functions return a placeholder then, with the short
// `placeholder` lifetime, and the first requests after the server starts fill the cache with real data.
import { PHASE_PRODUCTION_BUILD } from "next/constants";

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
