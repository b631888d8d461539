// Opens (migrates and seeds) the embedded database when the server starts, not on the first visit.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmUpProvider } = await import("./lib/provider/warm-up");
  await warmUpProvider();
}
