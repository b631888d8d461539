/** The provider services of SPEC §7 that the BFF may reach; anything else is 404. */
export const PROVIDER_SERVICES = [
  "auth-backend",
  "flight-backend",
  "search-flight",
  "offer-backend",
  "hotels",
  "chalets",
  "taxis",
] as const;
export type ProviderService = (typeof PROVIDER_SERVICES)[number];

export function isProviderService(value: string): value is ProviderService {
  return (PROVIDER_SERVICES as readonly string[]).includes(value);
}

/**
 * Provider endpoints the browser may not call through the BFF: their answers carry the provider
 * token, which only next-auth may hold.
 */
export const BFF_BLOCKED_PATHS: readonly RegExp[] = [/^api\/account\/login$/i];
