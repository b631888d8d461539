// Types of first-load-js.mjs for the TypeScript tests that import it.
export function parseAttributes(tagSource: string): Record<string, string>;
export function collectScripts(html: string, baseUrl: string): { external: string[]; inline: string[] };
export function gzipSize(buffer: Buffer): number;
export function kib(bytes: number): number;
export function measurePage(
  pageUrl: string,
  cache?: Map<string, number>,
): Promise<{ html: string; htmlBytes: number; scripts: number; externalGzip: number; inlineGzip: number; totalGzip: number }>;
