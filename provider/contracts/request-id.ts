// The request id on the wire (header x-request-id): made at the app's edge (proxy.ts), carried through the BFF to the
// provider and back, and written into every log line of the request. It only ties log lines together: nothing trusts it
// for anything else. One that arrives from outside is kept only when it has a sane shape (a UUID, a load balancer's or a
// tracing header's token), else a new one is made, so a client cannot fill the logs with text of its choosing.
export const REQUEST_ID_HEADER = "x-request-id";

const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,99}$/;

/** Whether `value` may be used as a request id: 8-100 letters, digits and `._:-`, starting with a letter or digit. */
export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && SANE_REQUEST_ID.test(value);
}

/** A fresh request id (a random UUID). */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** The id to use for a request that stated `incoming`: it when sane, else a new one. */
export function acceptedRequestId(incoming: string | null | undefined): string {
  return isRequestId(incoming) ? incoming : newRequestId();
}
