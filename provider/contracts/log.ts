// The one log stream of app and provider: pino writing one JSON object a line to stdout, no transports (no worker
// threads). Every line written while a request is handled carries its `requestId`. LOG_LEVEL sets the level (default
// info; silent under tests, which capture lines through the sink below). The root logger lives on globalThis, so in
// one process both sides write through one stream; each names itself in `source` (lib/observe/log.ts,
// provider/observe/log.ts).
import pino, { type Logger } from "pino";
import { currentRequestId } from "./request-context";

const STATE = Symbol.for("rahhal.log");
/** Where lines go instead of stdout when something sets it (tests). */
const SINK = Symbol.for("rahhal.log.sink");

type Holder = { [STATE]?: Logger; [SINK]?: (line: string) => void };

function root(): Logger {
  const holder = globalThis as Holder;
  return (holder[STATE] ??= pino(
    {
      level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    { write: (line: string) => void ((globalThis as Holder)[SINK] ?? ((text: string) => process.stdout.write(text)))(line) },
  ));
}

export type LogSource = "app" | "provider";

const children = new WeakMap<Logger, Map<LogSource, Logger>>();

/** The logger of one side: its lines say `"source":"app"` or `"source":"provider"`. */
export function sourceLog(source: LogSource): Logger {
  const parent = root();
  let bySource = children.get(parent);
  if (!bySource) children.set(parent, (bySource = new Map()));
  let child = bySource.get(source);
  if (!child) bySource.set(source, (child = parent.child({ source })));
  return child;
}

/** An error as a log field: its message (and name) without the stack of an expected outage. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
