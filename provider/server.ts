// The provider as a standalone HTTP server (`npm run provider`), for PROVIDER_URL setups.
import { serve } from "@hono/node-server";
import { providerApp } from "./app";
import { log } from "./observe/log";
import { startProvider } from "./runtime";

const port = Number(process.env.PROVIDER_PORT || 4000);
const { kind } = await startProvider();
serve({ fetch: providerApp.fetch, port, hostname: process.env.PROVIDER_HOST || "127.0.0.1" }, (info) => {
  log().info({ address: info.address, port: info.port, database: kind }, "provider listening");
});
