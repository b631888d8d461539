// Opens (migrates and seeds) the embedded database when the server starts, not on the first visit, and stamps
// each request with its socket address (lib/http/socket-address.ts) for the provider's throttling.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressStamp } = await import("./lib/http/socket-address");
  installSocketAddressStamp();
  const { warmUpProvider } = await import("./lib/provider/warm-up");
  await warmUpProvider();
}
