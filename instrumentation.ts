// Opens (migrates and seeds) the embedded database when the server starts, not on the first visit, and puts the
// request guard (405 for TRACE, relative request lines, security headers on every answer) in front of Next.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installRequestGuard } = await import("./lib/http/request-guard");
  installRequestGuard();
  const { warmUpProvider } = await import("./lib/provider/warm-up");
  await warmUpProvider();
}
