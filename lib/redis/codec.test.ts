import { describe, expect, it } from "vitest";
import { decodeValue, encodeValue } from "./codec.mjs";

describe("the Redis value codec", () => {
  it("keeps a stored page as Next hands it over: text, Buffers, a Map of Buffers, headers, undefined fields", () => {
    const page = {
      lastModified: 1_764_000_000_000,
      cacheControl: { revalidate: 3600, expire: 86_400 },
      value: {
        kind: "APP_PAGE",
        html: '<html dir="rtl"><body>من نحن – About us</body></html>',
        rscData: Buffer.from([0, 1, 2, 255, 254, 0x0a]),
        headers: { "x-next-cache-tags": "_N_T_/layout,content:page:about-us" },
        postponed: undefined,
        status: 200,
        segmentData: new Map([
          ["/_tree", Buffer.from("tree")],
          ["/[locale]/__PAGE__", Buffer.from([9, 8, 7])],
        ]),
      },
    };
    const decoded = decodeValue(encodeValue(page)) as typeof page;
    expect(decoded.value.html).toBe(page.value.html);
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.rscData.equals(page.value.rscData)).toBe(true);
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect([...decoded.value.segmentData.keys()]).toEqual(["/_tree", "/[locale]/__PAGE__"]);
    expect(decoded.value.segmentData.get("/[locale]/__PAGE__")).toEqual(Buffer.from([9, 8, 7]));
    expect(decoded.value.headers).toEqual(page.value.headers);
    expect("postponed" in decoded.value).toBe(false);
    expect(decoded.cacheControl).toEqual(page.cacheControl);
  });

  it("keeps a plain Uint8Array's bytes, and lifetimes JSON cannot hold", () => {
    const entry = { value: new Uint8Array([1, 2, 3]), expire: Infinity, stale: -Infinity, revalidate: 60, tags: ["a"] };
    const decoded = decodeValue(encodeValue(entry)) as { value: Buffer; expire: number; stale: number; revalidate: number; tags: string[] };
    expect([...decoded.value]).toEqual([1, 2, 3]);
    expect(decoded.expire).toBe(Infinity);
    expect(decoded.stale).toBe(-Infinity);
    expect(decoded.revalidate).toBe(60);
    expect(decoded.tags).toEqual(["a"]);
  });

  it("reads null and nested Maps of arrays", () => {
    expect(decodeValue(encodeValue(null))).toBeNull();
    const nested = new Map([["k", [Buffer.from("x"), new Map([["inner", 1]])]]]);
    const decoded = decodeValue(encodeValue({ nested })) as { nested: Map<string, [Buffer, Map<string, number>]> };
    expect(decoded.nested.get("k")![0].toString()).toBe("x");
    expect(decoded.nested.get("k")![1].get("inner")).toBe(1);
  });

  it("answers undefined, never throws, for what it did not write", () => {
    expect(decodeValue(null)).toBeUndefined();
    expect(decodeValue(Buffer.from('{"kind":"APP_PAGE"}'))).toBeUndefined();
    const frame = encodeValue({ value: Buffer.alloc(64, 7) });
    expect(decodeValue(frame.subarray(0, frame.length - 10))).toBeUndefined();
    expect(decodeValue(frame.subarray(0, 12))).toBeUndefined();
  });
});
