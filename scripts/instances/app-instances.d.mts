// Types of app-instances.mjs.
export type AppInstance = {
  /** A, B, … in start order. */
  name: string;
  /** Its own address, http://localhost:<port> (its APP_URL unless `appUrl` names a shared one). */
  url: string;
  port: number;
  pid: number;
  stop: () => Promise<void>;
  signal: (name: NodeJS.Signals) => boolean;
  output: () => string;
};
export function startAppInstances(options: {
  count?: number;
  env: Record<string, string | undefined>;
  appUrl?: string;
  dataDir?: string;
  timeoutMs?: number;
}): Promise<{
  instances: AppInstance[];
  secrets: { NEXTAUTH_SECRET: string; PROVIDER_TOKEN_SECRET: string; TRAVELLERS_KEY: string };
  stop: () => Promise<void>;
}>;
