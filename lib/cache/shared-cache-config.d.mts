// Types of shared-cache-config.mjs (plain JS so next.config.mjs can load it).
export function sharedCacheConfig(
  phase: string,
  env?: Record<string, string | undefined>,
): { cacheHandler?: string; cacheHandlers?: { default: string; remote: string } };
