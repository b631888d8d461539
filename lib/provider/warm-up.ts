import "server-only";

export async function warmUpProvider(): Promise<void> {
  if (process.env.PROVIDER_URL) return;
  const started = Date.now();
  const { startProvider } = await import("@/provider/runtime");
  const { kind } = await startProvider();
  console.log(`[provider] ${kind} database ready in ${Date.now() - started} ms`);
}
