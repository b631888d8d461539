import "server-only";
// Which provider reads one page render made, for the check that no render asks the provider the same thing twice
// (e2e/traveler/render-calls.spec.ts). React's `cache` gives one store per server request: the page, its metadata and
// every component of the render share it. Outside a render (route handlers, the warm-up) each call gets a store of
// its own, so nothing there is ever counted as a repeat. Off unless PROVIDER_CALL_LOG names a file.
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { randomUUID } from "node:crypto";
import { cache } from "react";

const renderId = cache((): string => randomUUID());

/** Appends `{ render, method, path }` to PROVIDER_CALL_LOG when it is set. */
export function noteProviderCall(method: string, path: string): void {
  const file = process.env.PROVIDER_CALL_LOG;
  if (!file) return;
  // A check's record: it must never fail the call it records.
  try {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, JSON.stringify({ render: renderId(), method, path }) + "\n");
  } catch (error) {
    console.error("provider call log", error);
  }
}
