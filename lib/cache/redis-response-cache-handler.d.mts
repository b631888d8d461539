// Types of redis-response-cache-handler.mjs: Next's incremental cache handler interface (loosely: the contexts are
// Next's internal types).
export type CacheControl = { revalidate?: number | false; expire?: number };
export type StoredEntry = { lastModified: number; value: ({ kind: string } & Record<string, unknown>) | null; cacheControl?: CacheControl };

export class RedisResponseCache {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx: { kind: string; tags?: string[]; softTags?: string[] } & Record<string, unknown>): Promise<StoredEntry | null>;
  set(key: string, data: StoredEntry["value"], ctx: { fetchCache?: boolean; cacheControl?: CacheControl } & Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export default RedisResponseCache;
