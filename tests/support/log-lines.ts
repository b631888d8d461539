// The JSON lines the app's and the provider's loggers write (lib/observe/log.ts, provider/observe/log.ts), captured
// instead of going to stdout. The loggers write only at LOG_LEVEL (silent under tests unless a file sets it).
const SINK = Symbol.for("rahhal.log.sink");

export type LogLine = Record<string, unknown> & { msg?: string; level?: string; source?: string; requestId?: string };

export function captureLogLines(): { lines: LogLine[]; stop: () => void } {
  const lines: LogLine[] = [];
  const holder = globalThis as { [SINK]?: (line: string) => void };
  const previous = holder[SINK];
  holder[SINK] = (line) => {
    lines.push(JSON.parse(line) as LogLine);
  };
  return {
    lines,
    stop: () => {
      holder[SINK] = previous;
    },
  };
}
