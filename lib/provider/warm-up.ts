import "server-only";

export async function warmUpProvider(): Promise<void> {
  if (process.env.PROVIDER_URL) return;
  const started = Date.now();
  const { getDatabase } = await import("@/provider/db/client");
  const { kind } = await getDatabase();
  console.log(`[provider] ${kind} database ready in ${Date.now() - started} ms`);
}
