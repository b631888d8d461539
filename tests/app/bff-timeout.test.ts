// The BFF's upstream timeout: a provider that never answers becomes a translated 504.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: Server;

beforeAll(async () => {
  server = createServer(() => {
    /* never answers */
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PROVIDER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PROVIDER_TIMEOUT_MS = "300";
});

afterAll(() => {
  delete process.env.PROVIDER_URL;
  server.closeAllConnections();
  server.close();
});

describe("BFF timeout", () => {
  it("answers 504 with a translated message when the provider does not answer in time", async () => {
    const { forwardToProvider } = await import("@/lib/provider/bff");
    const ar = await forwardToProvider(new Request("http://localhost:3000/api/flight-backend/api/Footer/SocialMedia"), "flight-backend", [
      "api",
      "Footer",
      "SocialMedia",
    ]);
    expect(ar.status).toBe(504);
    expect((await ar.json()).message).toBe("استغرق الخادم وقتاً طويلاً للرد. يرجى المحاولة مرة أخرى.");
    const en = await forwardToProvider(
      new Request("http://localhost:3000/api/flight-backend/api/Footer/SocialMedia", { headers: { "accept-language": "en" } }),
      "flight-backend",
      ["api", "Footer", "SocialMedia"],
    );
    expect(en.status).toBe(504);
    expect((await en.json()).message).toBe("The server took too long to answer. Please try again.");
  });
});
