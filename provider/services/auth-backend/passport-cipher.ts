// Passport numbers at rest: AES-256-GCM with TRAVELLERS_KEY (provider/config.ts). The stored text is
// base64(iv ‖ tag ‖ ciphertext) with a fresh 12-byte iv each time, so one number saved twice reads differently, and
// the authentication tag makes any change to the stored text (or a wrong key) fail to decrypt instead of reading garbage.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { travellersKey } from "../../config";

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a ciphertext to its purpose: one made for something else under the same key does not decrypt as a passport. */
const AAD = Buffer.from("saved_travellers.passport_number");

export function encryptPassport(plain: string, key: Buffer = travellersKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

/** Throws when the text was changed or was sealed under another key. */
export function decryptPassport(sealed: string, key: Buffer = travellersKey()): string {
  const raw = Buffer.from(sealed, "base64");
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error("passport cipher text is too short");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(AAD);
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
