// Types of cached-pages.mjs (plain JS so next.config.mjs can load it).
type Rewrite = { source: string; destination: string };
type Redirect = { source: string; has: { type: "query"; key: string }[]; destination: string; permanent: boolean };

export const CACHED_PAGES: string[];
export function cachedPageUrls(): string[];
export function cachedPagePatterns(): RegExp[];
export function offerPlacesUrls(offerId: number): string[];
export function cachedPageRewrites(): Rewrite[];
export function alternateLinks(path: string, origin: string): string;
export function cachedPageLink(url: string, origin: string): string | null;
export function searchRedirects(): Redirect[];
