// Types of client.mjs (plain JS: Next loads the cache handlers that use it with Node's own import).
import type { RedisClientType } from "redis";

export function redisConfigured(): boolean;
export function redisKeyPrefix(): string;
export function redisInstanceId(): string;
export function withRedis<T>(operation: (client: RedisClientType) => Promise<T>, fallback: T, options?: { onError?: (error: unknown) => void }): Promise<T>;
export function asBuffers(client: RedisClientType): RedisClientType;
export function subscribe(channel: string, listener: (message: string) => void): Promise<void>;
export function publish(channel: string, message: string): Promise<boolean>;
/** null when REDIS_URL is not set; otherwise whether Redis answered a PING in time. */
export function pingRedis(): Promise<boolean | null>;
export function closeRedis(): Promise<void>;
