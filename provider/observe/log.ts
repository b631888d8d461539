// The provider's logger: pino writing one JSON object a line to stdout, no transports (no worker threads). Every line
// written while a request is handled carries its `requestId`. LOG_LEVEL sets the level (default info; silent under
// tests, which capture lines through the sink below). The state is shared through globalThis with the app's twin
// (lib/observe/log.ts), so in-process both write through one stream; each names itself in `source`.
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

const children = new WeakMap<Logger, Logger>();

/** The provider's logger (lines say `"source":"provider"`). */
export function log(): Logger {
  const parent = root();
  let child = children.get(parent);
  if (!child) children.set(parent, (child = parent.child({ source: "provider" })));
  return child;
}

/** An error as a log field: its message (and name) without the stack of an expected outage. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
