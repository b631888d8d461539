// The request id of the request being handled (an app BFF call or a provider request), for every log line written
// while handling it. App and provider share this module, and the store lives on globalThis, so when the provider runs
// in the app's process both sides see one id.
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
