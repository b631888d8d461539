// Stamps every incoming request with the address of the socket it arrived on, before Next sees it. Node's request
// object holds that address, but a Next route handler (and next-auth's authorize) only receives headers, and the
// X-Forwarded-For that Next fills in keeps whatever a client sent. Installed once from instrumentation.ts.
import http from "node:http";
import https from "node:https";
import { SOCKET_ADDRESS_HEADER } from "./client-address";

const INSTALLED = Symbol.for("rahhal.socketAddressStamp");

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

function patch(proto: { emit: Emit; [INSTALLED]?: boolean }): void {
  if (proto[INSTALLED]) return;
  const original = proto.emit;
  proto.emit = function emit(this: unknown, event, ...args) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage | undefined;
      // Overwrites any header of that name the client sent: only this line may set it.
      if (request?.headers) request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
    }
    return original.call(this, event, ...args);
  };
  proto[INSTALLED] = true;
}

/**
 * Patches the prototypes rather than one server: Next creates its server before instrumentation runs, and an
 * instance without its own `emit` uses the prototype's. Requests already queued during start-up go unstamped,
 * which the app treats as an unknown address (per-email limits only), never as a trusted one.
 */
export function installSocketAddressStamp(): void {
  patch(http.Server.prototype as unknown as { emit: Emit });
  patch(https.Server.prototype as unknown as { emit: Emit });
}
