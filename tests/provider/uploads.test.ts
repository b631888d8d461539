// Admin picture uploads: checked by content, at most 5 MB, stored by hash under DATA_DIR/uploads, served (by the
// provider and by the app's /uploads/<name>) with headers under which an SVG's script cannot run.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardToProvider } from "@/lib/provider/bff";
import { uploadResponse } from "@/lib/provider/uploads";
import { providerApp } from "@/provider/app";
import { UPLOAD_CSP } from "@/provider/contracts/admin-uploads";
import { auditLog, users } from "@/provider/db/schema";
import { seedAccounts } from "@/provider/db/seed/accounts";
import { issueToken } from "@/provider/http/auth";
import { sniffImage } from "@/provider/uploads/sniff";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { adminToken, travelerToken } from "./call";

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64"));
const SVG_WITH_SCRIPT = new TextEncoder().encode(
  `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.pwned = true</script><rect width="10" height="10" fill="red"/></svg>`,
);

let db: TestDatabase;
let dataDir: string;
let admin: string;

async function upload(body: BodyInit | null, headers: Record<string, string> = {}, token: string | null = admin, search = "") {
  const response = await providerApp.fetch(
    new Request(`http://provider.internal/flight-backend/api/Admin/Uploads${search}`, {
      method: "POST",
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
  );
  return { status: response.status, json: (await response.json()) as { path?: string; message?: string; code?: string } };
}

/** A stream of `total` bytes in 64 KiB chunks that counts how much was pulled. */
function counting(total: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const size = Math.min(64 * 1024, total - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, state };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "rahhal-uploads-"));
  process.env.DATA_DIR = dataDir;
  db = await createTestDatabase("pglite", { seed: false });
  await seedAccounts(db.db);
  admin = await adminToken();
}, 120_000);

afterAll(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("sniffImage", () => {
  it("knows pictures by their bytes, and an SVG only as XML whose root is <svg>", () => {
    expect(sniffImage(PNG)).toBe("png");
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpg");
    expect(sniffImage(new TextEncoder().encode("GIF89a\u0001\u0000"))).toBe("gif");
    expect(sniffImage(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(sniffImage(SVG_WITH_SCRIPT)).toBe("svg");
    expect(sniffImage(new TextEncoder().encode('\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>'))).toBe("svg");
    expect(sniffImage(new TextEncoder().encode("<html><svg></svg></html>"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<svgfoo/>"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });
});

describe("POST flight-backend api/Admin/Uploads", () => {
  it("refuses a file that is not a picture, whatever its name or type says, in the caller's language", async () => {
    const en = await upload(new TextEncoder().encode("<html><script>alert(1)</script></html>"), { "content-type": "image/png", "accept-language": "en" });
    expect(en.status).toBe(415);
    expect(en.json).toMatchObject({ code: "UPLOAD_NOT_IMAGE", message: "Only pictures can be uploaded: PNG, JPEG, GIF, WebP or SVG." });
    const ar = await upload(new TextEncoder().encode("MZ\u0090\u0000"), { "content-type": "image/svg+xml", "accept-language": "ar" });
    expect(ar.status).toBe(415);
    expect(ar.json.message).toBe("يمكن رفع الصور فقط: PNG أو JPEG أو GIF أو WebP أو SVG.");
  });

  it("refuses a 6 MB file with 413, by its declared length unread, and while streaming without one", async () => {
    const declared = counting(6 * 1024 * 1024);
    const byLength = await upload(declared.stream, { "content-length": String(6 * 1024 * 1024), "accept-language": "en" });
    expect(byLength.status).toBe(413);
    expect(byLength.json).toMatchObject({ code: "UPLOAD_TOO_LARGE", message: "The picture is larger than 5 MB. Choose a smaller file." });
    expect(declared.state.pulled).toBeLessThanOrEqual(5 * 1024 * 1024 + 64 * 1024 * 2);

    const undeclared = counting(6 * 1024 * 1024);
    const streamed = await upload(undeclared.stream, { "accept-language": "ar" });
    expect(streamed.status).toBe(413);
    expect(streamed.json.message).toBe("حجم الصورة أكبر من 5 ميغابايت. اختر ملفاً أصغر.");
    // Dropped as soon as it passed the limit, not read to the end.
    expect(undeclared.state.pulled).toBeLessThan(6 * 1024 * 1024);
    expect(await readdir(path.join(dataDir, "uploads")).catch(() => [])).toEqual([]);
  });

  it("refuses a guest and a traveller before reading anything", async () => {
    expect((await upload(PNG, {}, null)).status).toBe(401);
    expect((await upload(PNG, {}, await travelerToken())).status).toBe(403);
  });

  it("stores a PNG by its hash, records it in the audit trail, and serves it with its type", async () => {
    const first = await upload(PNG, { "content-type": "application/octet-stream" });
    expect(first.status).toBe(201);
    expect(first.json.path).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const again = await upload(PNG);
    expect(again.json.path).toBe(first.json.path);
    const name = first.json.path!.slice("/uploads/".length);
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([name]);

    const trail = await db.db.select().from(auditLog).where(eq(auditLog.entityId, name));
    expect(trail[0]).toMatchObject({ entity: "upload", action: "create", userEmail: "admin@example.com" });
    // Issue 20: the trail keeps the admin's own file name (the stored one is a hash); a path or control characters are dropped.
    await upload(PNG, {}, admin, `?name=${encodeURIComponent("C:\\pictures\\jeddah\u0007 logo.png")}`);
    const named = await db.db.select().from(auditLog).where(eq(auditLog.entityId, name));
    expect(named.map((row) => (row.after as { fileName?: string | null }).fileName)).toContain("jeddah logo.png");

    const served = await providerApp.fetch(new Request(`http://provider.internal/flight-backend/api/Uploads/${name}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const app = await uploadResponse(name, null);
    expect(app.status).toBe(200);
    expect(app.headers.get("content-type")).toBe("image/png");
    expect(app.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await app.arrayBuffer())).toEqual(PNG);
    expect((await uploadResponse(name, `"${name.slice(0, 64)}"`)).status).toBe(304);
  });

  it("stores an SVG without its script, and serves it under a CSP and sandbox besides", async () => {
    const stored = await upload(SVG_WITH_SCRIPT, { "content-type": "image/svg+xml" });
    expect(stored.status).toBe(201);
    expect(stored.json.path).toMatch(/^\/uploads\/[a-f0-9]{64}\.svg$/);
    const name = stored.json.path!.slice("/uploads/".length);
    for (const served of [
      await providerApp.fetch(new Request(`http://provider.internal/flight-backend/api/Uploads/${name}`)),
      await uploadResponse(name, null),
    ]) {
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/svg+xml");
      expect(served.headers.get("content-security-policy")).toBe(UPLOAD_CSP);
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const text = await served.text();
      expect(text).not.toMatch(/script|pwned/);
      expect(text).toContain('<rect width="10" height="10" fill="red"/>');
    }
  });

  it("serves only names of uploads: traversal and unknown names are 404", async () => {
    for (const name of ["..%2Fsecrets.json", "../secrets.json", "secrets.json", `${"a".repeat(64)}.html`, `${"A".repeat(64)}.png`]) {
      expect((await uploadResponse(name, null)).status, name).toBe(404);
    }
    expect((await uploadResponse(`${"a".repeat(64)}.png`, null)).status).toBe(404);
    const direct = await providerApp.fetch(new Request("http://provider.internal/flight-backend/api/Uploads/..%2Fsecrets.json"));
    expect(direct.status).toBe(404);
  });
});

describe("the BFF and uploads", () => {
  const SITE = "http://localhost:3000";
  let sessionCookie: string;

  beforeAll(async () => {
    const [row] = await db.db.select().from(users).where(eq(users.email, "admin@example.com"));
    const jwt = await encode({
      token: { userId: row!.id, name: row!.name, email: row!.email, role: "Admin", phoneNumber: "", accessToken: await issueToken(row!) },
      secret: process.env.NEXTAUTH_SECRET!,
    });
    sessionCookie = `next-auth.session-token=${jwt}`;
  });

  const bff = (service: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    forwardToProvider(
      new Request(`${SITE}/api/${service}/${path}`, { ...init, headers: { host: "localhost:3000", ...init.headers } }),
      service,
      path.split("/"),
    );

  it("forwards a picture's bytes unchanged and refuses a 6 MB one itself, with the upload's message", async () => {
    const ok = await bff("flight-backend", "api/Admin/Uploads", {
      method: "POST",
      body: PNG,
      headers: { origin: SITE, cookie: sessionCookie, "content-type": "image/png" },
    });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { path: string }).path).toMatch(/\.png$/);

    const big = await bff("flight-backend", "api/Admin/Uploads", {
      method: "POST",
      body: new Uint8Array(6 * 1024 * 1024),
      headers: { origin: SITE, cookie: sessionCookie, "content-type": "image/png", "accept-language": "en" },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: "UPLOAD_TOO_LARGE", message: "The picture is larger than 5 MB. Choose a smaller file." });
  });

  it("keeps other writes at 1 MB and never serves the uploads' bytes (the app's /uploads/<name> does, with its CSP)", async () => {
    const other = await bff("flight-backend", "api/Admin/Airports", {
      method: "POST",
      body: new Uint8Array(2 * 1024 * 1024),
      headers: { origin: SITE, cookie: sessionCookie },
    });
    expect(other.status).toBe(413);
    expect(((await other.json()) as { code: string }).code).toBe("tooLarge");
    const bytes = await bff("flight-backend", `api/Uploads/${"a".repeat(64)}.svg`);
    expect(bytes.status).toBe(404);
  });
});
