// Types of redis-tags.mjs.
export type TagTimes = { stale: number; expired: number };
export function readTagTimes(tags: readonly string[]): Promise<Map<string, TagTimes>>;
export function isExpired(times: Map<string, TagTimes>, tags: readonly string[], storedAt: number, now?: number): boolean;
export function isStale(times: Map<string, TagTimes>, tags: readonly string[], storedAt: number): boolean;
export function expireTags(tags: readonly string[], durations?: { expire?: number }): Promise<void>;
