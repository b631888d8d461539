// The client address the app vouches for: from the socket with no trusted proxy (a client's X-Forwarded-For is
// ignored), from the Nth X-Forwarded-For entry from the right with N trusted proxies.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, SOCKET_ADDRESS_HEADER } from "./client-address";
import { installSocketAddressStamp } from "./socket-address";

describe("clientAddress", () => {
  const headers = (xff: string | null, socket = "10.0.0.5") => {
    const h = new Headers({ [SOCKET_ADDRESS_HEADER]: socket });
    if (xff !== null) h.set("x-forwarded-for", xff);
    return h;
  };

  it("with no trusted proxy takes the socket address and ignores X-Forwarded-For", () => {
    expect(clientAddress(headers("1.2.3.4"), 0)).toBe("10.0.0.5");
    expect(clientAddress(headers(null, "::ffff:192.0.2.9"), 0)).toBe("192.0.2.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4" }), 0)).toBeNull();
  });

  it("with N trusted proxies takes the Nth entry from the right; entries further left are the client's", () => {
    expect(clientAddress(headers("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(headers("6.6.6.6, 203.0.113.7, 10.1.1.1"), 2)).toBe("203.0.113.7");
    expect(clientAddress(headers("203.0.113.7"), 2)).toBe("203.0.113.7");
    expect(clientAddress(headers("not-an-ip"), 1)).toBe("10.0.0.5");
    expect(clientAddress({ "x-forwarded-for": "6.6.6.6,2001:DB8::1" }, 1)).toBe("2001:db8::1");
  });

  it("reads TRUSTED_PROXY_HOPS, 0 unless set", () => {
    const before = process.env.TRUSTED_PROXY_HOPS;
    try {
      delete process.env.TRUSTED_PROXY_HOPS;
      expect(clientAddress(headers("1.2.3.4"))).toBe("10.0.0.5");
      process.env.TRUSTED_PROXY_HOPS = "1";
      expect(clientAddress(headers("1.2.3.4"))).toBe("1.2.3.4");
    } finally {
      if (before === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = before;
    }
  });
});

describe("the socket address stamp", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    installSocketAddressStamp();
    server = http.createServer((request, response) => response.end(JSON.stringify(request.headers)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("overwrites a stamp the client forged with the real peer address", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [SOCKET_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "6.6.6.6" },
    });
    const seen = (await response.json()) as Record<string, string>;
    expect(seen[SOCKET_ADDRESS_HEADER]).toBe("127.0.0.1");
    expect(clientAddress(seen, 0)).toBe("127.0.0.1");
  });
});
