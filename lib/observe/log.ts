import "server-only";
// The app's logger: lines say `"source":"app"`, through the stream it shares with the provider (provider/contracts/log.ts).
import type { Logger } from "pino";
import { sourceLog } from "@/provider/contracts/log";

export { errorText } from "@/provider/contracts/log";

export function log(): Logger {
  return sourceLog("app");
}
