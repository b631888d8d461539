// Types of shared-cache-config.mjs (plain JS so next.config.mjs can load it).
export function sharedCacheConfig(
  phase: string,
  env?: NodeJS.ProcessEnv,
): { cacheHandler?: string; cacheHandlers?: { default: string; remote: string } };
