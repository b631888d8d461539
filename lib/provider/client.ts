import "server-only";
import type { z } from "zod";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { ProviderService } from "@/lib/endpoints";
import { providerFetch, ProviderTimeoutError } from "./transport";

/** A failed provider call, carrying the provider's own (already translated) message when it sent one. */
export class ProviderRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type RequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  token?: string | null;
  locale?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates the wire response; callers then map it to app types. */
  schema?: z.ZodType<T>;
  /** The visitor's address (lib/http/client-address.ts), for the provider's per-address throttling. */
  clientAddress?: string | null;
};

const FALLBACK_MESSAGE = "حدث خطأ أثناء الاتصال بالخادم";

/**
 * Calls `/<service>/<path>` on the provider. Returns the parsed data, or throws ProviderRequestError
 * with the server's message, else the client error, else SPEC §7's Arabic fallback.
 */
export async function providerRequest<T = unknown>(service: ProviderService, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.size ? `?${search}` : "";
  const headers: Record<string, string> = { accept: "application/json", "accept-language": options.locale ?? "ar" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await providerFetch(
      `/${service}/${path.replace(/^\//, "")}${qs}`,
      {
        method: options.method ?? "GET",
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      { clientAddress: options.clientAddress },
    );
  } catch (error) {
    // The provider could not be reached or did not answer in time: an outage, said as one (never a 500).
    const messages = options.locale === "en" ? en : ar;
    if (error instanceof ProviderTimeoutError) throw new ProviderRequestError(504, messages.Errors.timeout, "TIMEOUT");
    throw new ProviderRequestError(503, messages.Errors.unavailable, "UNAVAILABLE");
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown; fields?: unknown };
    throw new ProviderRequestError(
      response.status,
      typeof body.message === "string" && body.message ? body.message : response.statusText || FALLBACK_MESSAGE,
      typeof body.code === "string" ? body.code : "HTTP_" + response.status,
      body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : undefined,
    );
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}
