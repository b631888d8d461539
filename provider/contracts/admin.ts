// Wire contracts shared by every admin list and write: the list query (search, sort, page kept in the URL and done by
// the provider), the page of rows it answers, the picture path an admin may store, and the audit trail.
import { z } from "zod";
import { MAX_PRICE } from "./money";
import { count, emptyToUndefined } from "./query";
import { plainText } from "./text";

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE = 10_000;

/** A list query for `sorts` (the first is the default); unknown sorts and directions fall back instead of failing. */
export function adminListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    q: z.preprocess(emptyToUndefined, plainText().trim().max(100, "searchTooLong").optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(sorts).catch(sorts[0]).default(sorts[0])),
    dir: z.preprocess(emptyToUndefined, z.enum(["asc", "desc"]).catch("asc").default("asc")),
    page: count(1, ADMIN_MAX_PAGE, "pageInvalid", 1),
  });
}
export type AdminListQuery<S extends string = string> = { q?: string; sort: S; dir: "asc" | "desc"; page: number };

export function adminPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
}
export type AdminPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/** A picture the site serves itself: an upload (`/uploads/<hash>.<ext>`) or a shipped file (`/images/…`). */
export const imagePath = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : typeof value === "string" ? value.trim() : value),
  z
    .string()
    .regex(/^\/(?:uploads|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]{0,200}$/, "imageInvalid")
    .refine((value) => !value.includes(".."), "imageInvalid")
    .nullable(),
);

/** A required name in one language. */
export const adminName = (max = 120) => plainText().trim().min(1, "required").max(max, "tooLong");

/** An amount typed by an admin, in SAR minor units on the wire (the forms convert from SAR); at most MAX_PRICE (contracts/money.ts). */
export const adminMoney = z.number({ error: "priceInvalid" }).int("priceInvalid").min(0, "priceInvalid").max(MAX_PRICE, "priceInvalid");

export const auditEntities = [
  "airport",
  "company",
  "meal",
  "plane",
  "flight",
  "offer",
  "destination",
  "page",
  "socialLinks",
  "upload",
  "reservation",
  "transfer",
  "chalet",
  "account",
  "hotel",
  "roomType",
  "roomRate",
  "transferSlot",
  "chaletRate",
] as const;
export const auditEntity = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntity>;

/** lock/unlock: an account (issue 24 point 5); resend: an account's confirmation link or a booking's mail. */
export const auditActions = ["create", "update", "delete", "cancel", "archive", "restore", "lock", "unlock", "resend"] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuery = z.object({
  entity: z.preprocess(emptyToUndefined, auditEntity.optional().catch(undefined)),
  entityId: z.preprocess(emptyToUndefined, plainText().trim().max(64, "tooLong").optional()),
  page: count(1, ADMIN_MAX_PAGE, "pageInvalid", 1),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userEmail: z.string(),
  entity: auditEntity,
  entityId: z.string(),
  /** What the entry is about, in the caller's language: "SV1020 RUH–JED", "JED – King Abdulaziz…", "logo.png". */
  label: z.string().nullable(),
  action: z.enum(auditActions),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = adminPage(auditEntry);
