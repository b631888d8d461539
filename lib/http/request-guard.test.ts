// The request guard in front of a real Node server, spoken to over raw sockets as curl or an attacker would.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { installRequestGuard } from "./request-guard";

let server: Server;
let port: number;
const seen: string[] = [];

function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

beforeAll(async () => {
  installRequestGuard();
  server = createServer((req, res) => {
    seen.push(req.url ?? "");
    if (req.url === "/fail") {
      // What Next's last resort does: a bare 500 with no headers of its own.
      res.statusCode = 500;
      res.end("Internal Server Error");
      return;
    }
    res.setHeader("x-frame-options", "SAMEORIGIN"); // a handler may still choose its own value
    res.end(`saw ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("request guard", () => {
  it("answers TRACE with 405 and never reaches the app", async () => {
    const answer = await raw("TRACE /en HTTP/1.1\r\nHost: x\r\nCookie: secret=1\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).not.toContain("secret=1");
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(seen).not.toContain("/en");
  });

  it("answers a method pages do not take with 405 before routing (the cached pages never reach proxy.ts)", async () => {
    for (const [method, path] of [
      ["PROPFIND", "/en"],
      ["PUT", "/about-us"],
      ["DELETE", "/"],
      ["PROPFIND", "/api/x"],
    ]) {
      const answer = await raw(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(seen, `${method} ${path}`).not.toContain(path);
    }
    // An absolute-form target is judged by the path it is served as: this one is home, not the API.
    const disguised = await raw("PUT http://localhost?/api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(disguised).toMatch(/^HTTP\/1\.1 405 /);
    expect(seen).not.toContain("/?/api/x");
    const api = await raw("PUT /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(api).toMatch(/^HTTP\/1\.1 200 /);
    const page = await raw("POST /login HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(page).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    await raw("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const answer = await raw("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });

  it("serves an absolute-form request line as the path on this site, not a redirect to the named host", async () => {
    const answer = await raw("GET http://evil.example//en?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain("saw //en?x=1");
    expect(answer).not.toContain("evil.example");
  });

  it("answers 400 to a Next-Router-State-Tree header Next could not parse, before Next sees it", async () => {
    for (const tree of ["garbage", "%5B1%5D", "%ff"]) {
      const answer = await raw(`GET /en/tree HTTP/1.1\r\nHost: x\r\nRSC: 1\r\nNext-Router-State-Tree: ${tree}\r\nConnection: close\r\n\r\n`);
      expect(answer, tree).toMatch(/^HTTP\/1\.1 400 /);
    }
    expect(seen).not.toContain("/en/tree");
    const good = encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}, null, null] }, null, null]));
    const answer = await raw(`GET /en/tree HTTP/1.1\r\nHost: x\r\nRSC: 1\r\nNext-Router-State-Tree: ${good}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers 404 to a server-action call (the app has none), before the app, with one notice in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const path of ["/en/action", "/action", "/api/action"]) {
      const answer = await raw(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nOrigin: http://x\r\nNext-Action: deadbeef\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`,
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer.toLowerCase(), path).toContain("x-content-type-options: nosniff");
      expect(seen, path).not.toContain(path);
    }
    // One line for the burst, never an error.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("server action");
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("puts the security headers on a bare 500 the app writes", async () => {
    const answer = (await raw("GET /fail HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toLowerCase();
    expect(answer).toMatch(/^http\/1\.1 500 /);
    expect(answer).toContain("x-content-type-options: nosniff");
    expect(answer).toContain("referrer-policy: strict-origin-when-cross-origin");
    expect(answer).toContain("x-frame-options: deny");
    expect(answer).toContain("permissions-policy: camera=(), microphone=(), geolocation=(), payment=(self)");
  });

  it("lets the app replace a header it sets itself", async () => {
    const answer = (await raw("GET /ok HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toLowerCase();
    expect(answer).toContain("x-frame-options: sameorigin");
  });

  // Issue 23, point 4: one build, any address. These headers were fixed by next.config.mjs when the app was built.
  it("names the APP_URL the process runs with, read per request, in the cached pages' hreflang Link and HSTS", async () => {
    const configured = process.env.APP_URL;
    try {
      process.env.APP_URL = "http://localhost:3107";
      const plain = await raw("GET /en/about-us HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
      expect(plain).toContain('<http://localhost:3107/en/about-us>; rel="alternate"; hreflang="en"');
      expect(plain).toContain('<http://localhost:3107/about-us>; rel="alternate"; hreflang="x-default"');
      expect(plain.toLowerCase()).not.toContain("strict-transport-security");
      process.env.APP_URL = "https://rahhal.example";
      const secure = await raw("GET /?utm=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      expect(secure).toContain('<https://rahhal.example/en>; rel="alternate"; hreflang="en"');
      expect(secure.toLowerCase()).toContain("strict-transport-security: max-age=63072000; includesubdomains");
      // Pages that go through proxy.ts get theirs from next-intl there.
      expect((await raw("GET /en/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toLowerCase()).not.toContain("\r\nlink:");
    } finally {
      process.env.APP_URL = configured;
    }
  });
});
