/** scripts/standalone-bundle.mjs: completes `.next/standalone` (public/, .next/static, the launcher); returns its path. */
export function bundleStandalone(root?: string): string;
