// What the pages share with the service worker (public/sw.js, plain JS the browser loads as is): the cache names and
// which addresses are offline documents. lib/offline/service-worker.test.ts keeps the two in step.

/** The signed-in traveller's kept documents and their assets; emptied at sign-out and when someone else signs in. */
export const PRIVATE_CACHE = "rahhal-offline-private";
/** The entry of PRIVATE_CACHE naming whose documents it holds (a SHA-256 of the user id), never a page address. */
export const OWNER_KEY = "/__offline-owner";
export const SERVICE_WORKER_PATH = "/sw.js";

/** A reservation's ticket or voucher, or an invoice beside it, in either language (public/sw.js's DOCUMENT_PATH). */
export const DOCUMENT_PATH =
  /^(?:\/en)?\/(?:offer\/[^/]+|flight\/[^/]+\/booking|hotel\/[^/]+|chalet\/[^/]+|airport-taxi)\/reservation\/[^/]+\/(?:ticket|voucher|invoice|tax-invoice)\/?$/;

export function isDocumentPath(pathname: string): boolean {
  return DOCUMENT_PATH.test(pathname);
}
