/** scripts/env.mjs: DATA_DIR, the secrets (generated for the embedded default only) and the URLs the app needs. */
export function prepareEnv(env?: Record<string, string | undefined>): Record<string, string>;
