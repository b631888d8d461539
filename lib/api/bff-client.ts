// The browser's way to the provider: same-origin calls to the BFF (/api/<service>/<path>), which adds
// the session's Bearer token. Errors carry the provider's message, already in the page's language.
// Only lib/api/<feature>.ts calls it: they know the paths and wire shapes, components get app types.
import type { z } from "zod";
import type { ProviderService } from "@/lib/endpoints";

/** SPEC §7: shown when neither the server nor the client has a message. */
export const CONNECTION_FALLBACK_MESSAGE = "حدث خطأ أثناء الاتصال بالخادم";

export class BffError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "BffError";
  }
}

type BffOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  locale?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the wire answer (as lib/provider/client.ts does on the server); callers then map it to app types. */
  schema?: z.ZodType<T>;
};

/** The answer did not match the contract: a provider bug, shown as a server error rather than a zod dump. */
export const BAD_RESPONSE_CODE = "BAD_RESPONSE";

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object") return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Calls `/api/<service>/<path>` and returns the JSON answer. On failure throws BffError with the
 * server's message, else the client error's message, else the Arabic fallback of SPEC §7.
 */
export async function bffFetch<T = unknown>(service: ProviderService, path: string, options: BffOptions<T> = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.size ? `?${search}` : "";
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.locale) headers["accept-language"] = options.locale;
  if (options.body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(`/api/${service}/${path.replace(/^\/+/, "")}${qs}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : CONNECTION_FALLBACK_MESSAGE;
    throw new BffError(message, 0, "NETWORK");
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (data && typeof data === "object" ? data : {}) as { message?: unknown; code?: unknown; fields?: unknown };
    const serverMessage = typeof body.message === "string" && body.message.trim() ? body.message : null;
    throw new BffError(
      serverMessage ?? (response.statusText || CONNECTION_FALLBACK_MESSAGE),
      response.status,
      typeof body.code === "string" ? body.code : `HTTP_${response.status}`,
      stringFields(body.fields),
    );
  }
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`/api/${service}/${path}: answer does not match its contract`, parsed.error.issues);
  throw new BffError(CONNECTION_FALLBACK_MESSAGE, 502, BAD_RESPONSE_CODE);
}

/** What a failed write says to its user: the provider's (translated) message, else `fallback`. */
export const failureMessage = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);
