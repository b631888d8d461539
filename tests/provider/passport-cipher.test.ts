// Passport numbers at rest (saved travellers): AES-256-GCM round trip, a fresh iv each time, any change to the stored
// text or a wrong key refused, and TRAVELLERS_KEY checked when the provider starts, naming it.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { travellersKey } from "@/provider/config";
import { decryptPassport, encryptPassport } from "@/provider/services/auth-backend/passport-cipher";

const saved = process.env.TRAVELLERS_KEY;
afterEach(() => {
  process.env.TRAVELLERS_KEY = saved;
});

/** The stored text with one bit of byte `at` flipped. */
function flip(sealed: string, at: number): string {
  const raw = Buffer.from(sealed, "base64");
  raw[at] = raw[at]! ^ 0x01;
  return raw.toString("base64");
}

describe("passport cipher", () => {
  it("decrypts what it encrypted, and never writes the number or the same text twice", () => {
    const sealed = encryptPassport("A12345678");
    expect(decryptPassport(sealed)).toBe("A12345678");
    expect(sealed).not.toContain("A12345678");
    expect(Buffer.from(sealed, "base64").toString("latin1")).not.toContain("A12345678");
    const again = encryptPassport("A12345678");
    expect(again).not.toBe(sealed);
    expect(decryptPassport(again)).toBe("A12345678");
  });

  it("detects a change to the iv, the tag or the ciphertext", () => {
    const sealed = encryptPassport("B7654321");
    const length = Buffer.from(sealed, "base64").length;
    for (const at of [0, 11, 12, 27, 28, length - 1]) expect(() => decryptPassport(flip(sealed, at)), `byte ${at}`).toThrow();
    expect(() => decryptPassport(sealed.slice(0, 20))).toThrow();
  });

  it("fails under another key", () => {
    const sealed = encryptPassport("C1122334", randomBytes(32));
    expect(() => decryptPassport(sealed, randomBytes(32))).toThrow();
    expect(() => decryptPassport(sealed)).toThrow();
  });

  it("takes TRAVELLERS_KEY as 32 bytes of base64 or base64url, and refuses anything else naming it", () => {
    const key = randomBytes(32);
    process.env.TRAVELLERS_KEY = key.toString("base64");
    expect(travellersKey().equals(key)).toBe(true);
    process.env.TRAVELLERS_KEY = key.toString("base64url");
    expect(travellersKey().equals(key)).toBe(true);
    for (const bad of [randomBytes(16).toString("base64"), randomBytes(33).toString("base64"), "not a key!", "x"]) {
      process.env.TRAVELLERS_KEY = bad;
      expect(() => travellersKey(), bad).toThrow(/^TRAVELLERS_KEY must be 32 bytes in base64/);
    }
  });
});
