import "server-only";

export async function warmUpProvider(): Promise<void> {
  if (process.env.PROVIDER_URL) return;
  const started = Date.now();
  const { startProvider } = await import("@/provider/runtime");
  const { kind } = await startProvider();
  console.log(`[provider] ${kind} database ready in ${Date.now() - started} ms`);
}

/** Stops the in-process provider's job workers and closes its database (a graceful shutdown); nothing over PROVIDER_URL. */
export async function stopInProcessProvider(timeoutMs: number): Promise<void> {
  if (process.env.PROVIDER_URL) return;
  const { stopProvider } = await import("@/provider/runtime");
  await stopProvider(timeoutMs);
}
