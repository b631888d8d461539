// After a deploy, an open tab may ask for script chunks that no longer exist. Reloading fetches the new
// build; remembering each reloaded message keeps a genuinely broken chunk from reloading forever.

export const RELOADED_KEY = "chunk-reload:messages";

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (typeof name === "string" && name === "ChunkLoadError") || (typeof message === "string" && CHUNK_ERROR.test(message));
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function readReloaded(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOADED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Reloads the page once per distinct chunk-load error message. Returns true when it reloaded (the caller
 * should then render nothing), false when the error is not a chunk error or was already reloaded for.
 */
export function reloadOnceForChunkError(
  error: unknown,
  env: { storage: Storage; reload: () => void } = { storage: window.sessionStorage, reload: () => window.location.reload() },
): boolean {
  if (!isChunkLoadError(error)) return false;
  const message = String((error as { message?: unknown }).message ?? (error as { name?: unknown }).name);
  const reloaded = readReloaded(env.storage);
  if (reloaded.includes(message)) return false;
  try {
    // Keep the list short: a session only ever sees a handful of deploys.
    env.storage.setItem(RELOADED_KEY, JSON.stringify([...reloaded, message].slice(-20)));
  } catch {
    // Without storage we cannot remember the reload, and reloading blindly could loop.
    return false;
  }
  env.reload();
  return true;
}
