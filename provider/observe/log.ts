// The provider's logger: lines say `"source":"provider"`, through the stream it shares with the app
// (provider/contracts/log.ts).
import type { Logger } from "pino";
import { sourceLog } from "../contracts/log";

export { errorText } from "../contracts/log";

export function log(): Logger {
  return sourceLog("provider");
}
