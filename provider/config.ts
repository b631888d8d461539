// Runtime configuration of the embedded provider, read once from the environment.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function dataDir(): string {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || ".data");
  mkdirSync(dir, { recursive: true });
  return dir;
}

type SecretName = "PROVIDER_TOKEN_SECRET" | "NEXTAUTH_SECRET" | "TRAVELLERS_KEY";
const SECRET_NAMES: SecretName[] = ["NEXTAUTH_SECRET", "PROVIDER_TOKEN_SECRET", "TRAVELLERS_KEY"];

/** With a shared database, instances must share their secrets: one generated per instance would refuse the others'. */
export const sharedSecretMissing = (names: string[]) =>
  `${names.join(" and ")} must be set when DATABASE_URL is: every instance on one database signs and reads sessions and ` +
  `tokens with the same secrets, so none is generated per instance (e.g. \`openssl rand -base64 32\`).`;

/** Refuses to start on a shared database without the shared secrets, naming the missing ones. */
export function checkSharedSecrets(): void {
  const missing = SECRET_NAMES.filter((name) => !process.env[name]);
  if (process.env.DATABASE_URL && missing.length) throw new Error(sharedSecretMissing(missing));
}

/**
 * A secret from the environment, or one generated on first use and kept in DATA_DIR/secrets.json
 * so sessions and tokens survive restarts. scripts/start.mjs does the same before Next starts;
 * this fallback covers `next dev`, the standalone provider and tests.
 */
export function secret(name: SecretName): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  if (process.env.DATABASE_URL) throw new Error(sharedSecretMissing([name]));
  const file = path.join(dataDir(), "secrets.json");
  const stored: Partial<Record<SecretName, string>> = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<Record<SecretName, string>>) : {};
  let value = stored[name];
  if (!value) {
    value = randomBytes(32).toString("base64url");
    stored[name] = value;
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    console.warn(`[config] ${name} is not set: generated one and stored it in ${file}`);
  }
  process.env[name] = value;
  return value;
}

export const providerConfig = {
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  /** Public address of the web app, used in links sent by email. */
  get appUrl() {
    return (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, "");
  },
  get smtpUrl() {
    return process.env.SMTP_URL || undefined;
  },
  /** Where the contact form's messages are mailed. */
  get supportEmail() {
    return process.env.SUPPORT_EMAIL || "support@rahhal.example";
  },
  get mailFrom() {
    return process.env.MAIL_FROM || "Rahhal <no-reply@rahhal.example>";
  },
  get paymentProvider(): "sandbox" | "stripe" {
    return process.env.PAYMENT_PROVIDER === "stripe" && process.env.STRIPE_SECRET_KEY ? "stripe" : "sandbox";
  },
  get tokenSecret() {
    return secret("PROVIDER_TOKEN_SECRET");
  },
};

/** The seller on every tax invoice and credit note (issue 26): its names in both languages and its VAT number. */
export type Seller = { nameAr: string; nameEn: string; vatNumber: string };

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
export const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

/**
 * SELLER_NAME_AR, SELLER_NAME_EN and SELLER_VAT_NUMBER, with the demo seller's as defaults. Read when an invoice is
 * issued (a payment) and checked then, naming the variable: a wrong VAT number must not reach a tax invoice.
 */
export function sellerConfig(): Seller {
  const nameAr = (process.env.SELLER_NAME_AR || "رحّال للسفر والسياحة").trim();
  const nameEn = (process.env.SELLER_NAME_EN || "Rahhal Travel and Tourism").trim();
  const vatNumber = (process.env.SELLER_VAT_NUMBER || "300000000000003").trim();
  if (!SAUDI_VAT_NUMBER.test(vatNumber)) throw new Error("SELLER_VAT_NUMBER must be a Saudi VAT number: 15 digits starting and ending with 3.");
  // The QR code's TLV fields have a one-byte length: at most 255 bytes of UTF-8.
  for (const [name, value] of [
    ["SELLER_NAME_AR", nameAr],
    ["SELLER_NAME_EN", nameEn],
  ] as const) {
    if (!value || Buffer.byteLength(value, "utf8") > 255) throw new Error(`${name} must be 1 to 255 bytes of UTF-8 (it goes into the invoice's QR code).`);
  }
  return { nameAr, nameEn, vatNumber };
}

/**
 * The AES-256-GCM key of the saved travellers' passport numbers: 32 bytes, base64 (or base64url), from
 * TRAVELLERS_KEY or generated like the other secrets. Checked when the provider starts, naming the variable: a
 * wrong key would otherwise surface as a 500 at the first companion saved.
 */
export function travellersKey(): Buffer {
  const value = secret("TRAVELLERS_KEY").trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64") : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new Error("TRAVELLERS_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`): it encrypts the saved travellers' passport numbers.");
  }
  return key;
}
