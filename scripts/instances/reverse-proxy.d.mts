// Types of reverse-proxy.mjs.
export type ReverseProxy = {
  /** http://localhost:<port>: the one public address in front of the instances. */
  url: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
  output: () => string;
};
export function haproxyInstalled(): boolean;
export function haproxyConfig(options: { port: number; servers: { name: string; port: number }[]; maxconn?: number }): string;
export function startReverseProxy(options: { servers: { name: string; port: number }[]; port?: number; timeoutMs?: number }): Promise<ReverseProxy>;
