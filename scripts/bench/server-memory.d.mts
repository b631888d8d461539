// Types of server-memory.mjs for the TypeScript tests that import it.
export type ServerMemory = { resident: number | null; heapUsed: number | null; heapTotal: number | null; external: number | null };
export const BENCH_METRICS_TOKEN: string;
export function memoryFromMetrics(text: string): Pick<ServerMemory, "heapUsed" | "heapTotal" | "external">;
export function serverMemory(server: { pid: number; url: string }): Promise<ServerMemory>;
export function describeMemory(memory: ServerMemory | undefined): string;
