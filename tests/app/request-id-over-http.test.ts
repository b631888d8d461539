// With PROVIDER_URL the request id travels in X-Request-Id: the BFF sends the edge's id to a standalone provider, whose
// log lines and answer carry it; a client that reaches the provider directly with an insane id gets a new one. The
// standalone provider serves its own metrics to the token only.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { observeApiRequest } from "@/lib/observe/api-request";
import { forwardToProvider } from "@/lib/provider/bff";
import { providerApp } from "@/provider/app";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { captureLogLines } from "../support/log-lines";

process.env.LOG_LEVEL = "info";
process.env.METRICS_TOKEN = "provider-scrape-token-0123";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let server: ServerType;
let db: TestDatabase;
let base: string;
const capture = captureLogLines();

beforeAll(async () => {
  db = await createTestDatabase("pglite");
  await new Promise<void>((resolve) => {
    server = serve({ fetch: providerApp.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PROVIDER_URL = base;
}, 120_000);

afterAll(async () => {
  delete process.env.PROVIDER_URL;
  capture.stop();
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

describe("request id over PROVIDER_URL", () => {
  it("reaches the standalone provider's log lines from the BFF", async () => {
    const path = ["api", "Airports", "Search"];
    const request = new Request("http://localhost:3000/api/search-flight/api/Airports/Search?q=RUH", { headers: { "x-request-id": "edge-over-http-42" } });
    const response = await observeApiRequest(request, "/api/search-flight", () => forwardToProvider(request, "search-flight", path));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("edge-over-http-42");
    expect(capture.lines).toContainEqual(
      expect.objectContaining({ source: "provider", msg: "provider request", route: "/search-flight/api/Airports/Search", requestId: "edge-over-http-42" }),
    );
  });

  it("answers a direct caller's insane id with a new one, and keeps a sane one", async () => {
    const insane = await fetch(`${base}/health/ready`, { headers: { "x-request-id": "a b" } });
    expect(insane.headers.get("x-request-id")).toMatch(UUID);
    const sane = await fetch(`${base}/health/ready`, { headers: { "x-request-id": "probe-00000001" } });
    expect(sane.headers.get("x-request-id")).toBe("probe-00000001");
  });

  it("serves its metrics at /metrics to METRICS_TOKEN only, never cached", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer provider-scrape-token-0124" } })).status).toBe(401);
    const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("cache-control")).toBe("no-store");
    const text = await scraped.text();
    expect(text).toContain('rahhal_provider_request_duration_seconds_count{method="GET",route="/search-flight/api/Airports/Search",status_class="2xx"}');
    expect(text).toContain('rahhal_job_queue_depth{queue="deferred"} 0');
  });
});
