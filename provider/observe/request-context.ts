// The request id of the provider request being handled, for every log line written while handling it. The store lives
// on globalThis under the same key as the app's (lib/observe/request-context.ts): in-process both sides see one.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { requestId: string };

const STORE = Symbol.for("rahhal.request-context");

export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [STORE]?: AsyncLocalStorage<RequestContext> };
  return (holder[STORE] ??= new AsyncLocalStorage<RequestContext>());
}

/** The id of the request this code runs for, or undefined outside one (startup, the hold sweeper). */
export function currentRequestId(): string | undefined {
  return requestContextStore().getStore()?.requestId;
}

export function withRequestId<T>(requestId: string, run: () => T): T {
  return requestContextStore().run({ requestId }, run);
}
