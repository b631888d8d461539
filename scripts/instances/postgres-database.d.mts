// Types of postgres-database.mjs.
export const POSTGRES_URL: string;
export function postgresReachable(): Promise<boolean>;
export function createPostgresDatabase(label?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }>;
