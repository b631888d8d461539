// An idle keep-alive connection stays open for a minute: a client (a browser, Playwright, a load balancer in front)
// that reuses it after a few quiet seconds must get an answer, not ECONNRESET. Node's default is 5 s, which made API
// calls of the e2e fail now and then ("read ECONNRESET" after a step that took more than 5 s); scripts/start.mjs
// starts Next with --keepAliveTimeout 65000 (above the usual 60 s of a proxy's idle timeout).
import net from "node:net";
import { expect, test } from "@playwright/test";

/** Sends one GET on the socket and resolves with the status line of its answer. */
function get(socket: net.Socket, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const onData = (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n\r\n")) {
        socket.off("data", onData);
        resolve(answer.slice(0, answer.indexOf("\r\n")));
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.write(`HEAD ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

test("an idle keep-alive connection is still served after 8 quiet seconds", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const url = new URL(baseURL!);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let closedByServer = false;
  socket.once("end", () => (closedByServer = true));
  try {
    expect(await get(socket, url.host, "/api/health")).toMatch(/^HTTP\/1\.1 \d{3}/);
    // Keep reading, so the server's end of the connection is seen when it comes.
    socket.resume();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(closedByServer, "the server closed the idle connection").toBe(false);
    expect(await get(socket, url.host, "/api/health")).toMatch(/^HTTP\/1\.1 \d{3}/);
  } finally {
    socket.destroy();
  }
});
