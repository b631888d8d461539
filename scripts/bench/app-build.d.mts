// Types of app-build.mjs.
export const NEXT_BIN: string;
export function isBuildCurrent(): boolean;
export function ensureAppBuild(env: NodeJS.ProcessEnv, options?: { log?: (line: string) => void }): boolean;
