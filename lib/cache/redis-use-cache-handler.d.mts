// Types of redis-use-cache-handler.mjs: Next's 'use cache' handler interface.
import type { CacheHandler } from "next/dist/server/lib/cache-handlers/types";

export function entryTtlSeconds(expire: number): number;
export function createRedisUseCacheHandler(): CacheHandler;
declare const handler: CacheHandler;
export default handler;
