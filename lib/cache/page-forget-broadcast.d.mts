// Types of page-forget-broadcast.mjs (plain JS: the Redis cache handlers, loaded by Node itself, use it too).
export function queueForgetBroadcast(only: readonly string[] | undefined): void;
export function flushForgetBroadcast(): Promise<void>;
export function onForgetBroadcast(forget: (only: string[] | undefined) => void): void;
