// The record lib/provider/render-calls.ts writes, read back: which reads one page render made more than once.
// Free of server-only imports, so the e2e spec reads the record with it.
export type LoggedCall = { render: string; method: string; path: string };

/** The reads one render made more than once, as "GET /service/path?query" with how many times. */
export function repeatedReads(calls: readonly LoggedCall[]): { render: string; call: string; times: number }[] {
  const counts = new Map<string, { render: string; call: string; times: number }>();
  for (const { render, method, path } of calls) {
    if (method !== "GET") continue;
    const key = `${render} ${path}`;
    const seen = counts.get(key) ?? { render, call: `GET ${path}`, times: 0 };
    seen.times += 1;
    counts.set(key, seen);
  }
  return [...counts.values()].filter((c) => c.times > 1);
}
