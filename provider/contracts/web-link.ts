// A link to another site that the app renders as an href (footer social links, an offer's booking page): an
// absolute https URL written out in full. z.url alone accepts "https:alert(1)" (the URL parser makes it
// https://alert(1)/), so the raw string must start with "https://" and name a real host.
import { z } from "zod";
import { CONTROL_CHARS, hasControlChars } from "./text";

/** A dotted host name (IDNs arrive as punycode from the URL parser), optionally with a port. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isWebLink(value: string): boolean {
  if (!/^https:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** null (or a blank string) for "no link", otherwise an https URL of at most 500 characters. */
export const webLink = z.preprocess(
  (value) => (value === undefined ? null : typeof value === "string" ? value.trim() || null : value),
  z
    .string({ error: "urlInvalid" })
    .refine((value) => !hasControlChars(value), { error: CONTROL_CHARS, abort: true })
    .max(500, "urlInvalid")
    .refine(isWebLink, "urlInvalid")
    .nullable(),
);
