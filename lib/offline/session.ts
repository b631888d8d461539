// The pages' side of offline documents (public/sw.js keeps them): registers the worker, and keeps its private cache
// the signed-in traveller's alone. Loaded after the navbar's session read (components/layout/session-user.ts), at
// sign-in (components/account/login-form.tsx) and at sign-out (components/layout/logout.ts); never in first-load JS.
import { isDocumentPath, OWNER_KEY, PRIVATE_CACHE, SERVICE_WORKER_PATH } from "./names";

/** Service workers and Cache Storage exist only in secure contexts (https, localhost). */
function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "caches" in window && !!crypto.subtle;
}

async function ownerOf(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(userId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Empties every kept private document (sign-out, or the server says nobody is signed in). */
export async function forgetOfflineDocuments(): Promise<void> {
  if (!supported()) return;
  await caches.delete(PRIVATE_CACHE);
}

/**
 * The private cache belongs to `userId` from now on: if it held another user's documents (or nobody's), it is emptied
 * first. So a traveller who signs in on a browser where someone else never signed out cannot open the other's tickets
 * offline.
 */
async function claimFor(userId: string): Promise<Cache> {
  const owner = await ownerOf(userId);
  const current = await caches.open(PRIVATE_CACHE);
  const marker = await current.match(OWNER_KEY);
  if (marker && (await marker.text()) === owner) return current;
  await caches.delete(PRIVATE_CACHE);
  const fresh = await caches.open(PRIVATE_CACHE);
  await fresh.put(OWNER_KEY, new Response(owner, { headers: { "content-type": "text/plain" } }));
  return fresh;
}

/**
 * After a successful read of the session: who is signed in now (`null`: nobody). Registers the worker, empties or claims
 * the private cache, and when this page is a document not kept yet (opened before the worker controlled the page),
 * asks the worker to keep it.
 */
export async function syncOfflineSession(userId: string | null): Promise<void> {
  if (!supported()) return;
  if (!userId) {
    await forgetOfflineDocuments();
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
    return;
  }
  const cache = await claimFor(userId);
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
  const path = window.location.pathname;
  if (!isDocumentPath(path) || (await cache.match(path))) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: "keep", path });
}

/**
 * The document on screen (reached without a page load, which the worker did not see) is kept when the private cache is
 * claimed and lacks it. It waits for the worker to be active first: on the first visit the worker may still be
 * installing when the traveller opens a ticket from the list, and a message to no worker is lost (the English offline
 * spec failed on it in CI). An unclaimed cache is left to syncOfflineSession, which runs on every page load and keeps
 * the document on screen once it has claimed the cache.
 */
export async function keepShownDocument(): Promise<void> {
  if (!supported()) return;
  const path = window.location.pathname;
  if (!isDocumentPath(path)) return;
  const registration = await navigator.serviceWorker.ready;
  const cache = await caches.open(PRIVATE_CACHE);
  if (!(await cache.match(OWNER_KEY)) || (await cache.match(path))) return;
  registration.active?.postMessage({ type: "keep", path });
}

/** The session could not be read (offline, a server error): the worker is registered, nothing is emptied. */
export async function registerOfflineWorker(): Promise<void> {
  if (!supported()) return;
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
}
