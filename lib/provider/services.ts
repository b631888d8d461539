import { UPLOAD_MAX_BYTES } from "@/provider/contracts/admin-uploads";
import { PROVIDER_SERVICES, type ProviderService } from "@/lib/endpoints";

/** Whether the BFF may reach this service: SPEC §7's (lib/endpoints.ts); any other is 404. */
export function isProviderService(value: string): value is ProviderService {
  return (PROVIDER_SERVICES as readonly string[]).includes(value);
}

/**
 * Provider endpoints the browser may not call through the BFF: the login's answer carries the provider token, which
 * only next-auth may hold; uploaded pictures are served by the app's /uploads/<name> alone, with the headers under
 * which an SVG cannot run script (the BFF passes on no Content-Security-Policy).
 */
export const BFF_BLOCKED_PATHS: readonly RegExp[] = [/^api\/account\/login$/i, /^api\/uploads(?:\/|$)/i];

/** Endpoints whose body may pass the BFF's usual 1 MB: picture uploads, refused past their own limit with their code. */
export const BFF_BODY_LIMITS: readonly { service: ProviderService; path: RegExp; max: number; code: "UPLOAD_TOO_LARGE" }[] = [
  { service: "flight-backend", path: /^api\/Admin\/Uploads$/i, max: UPLOAD_MAX_BYTES, code: "UPLOAD_TOO_LARGE" },
];
