// Types of redis-server.mjs.
export type RedisServer = {
  url: string;
  port: number;
  /** Kills it (SIGKILL), as a crash. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing answers. */
  pause: () => void;
  resume: () => void;
};
export function redisServerInstalled(): boolean;
export function freePort(): Promise<number>;
export function redisAnswers(port: number, timeoutMs?: number): Promise<boolean>;
export function startRedisServer(options?: { port?: number }): Promise<RedisServer>;
