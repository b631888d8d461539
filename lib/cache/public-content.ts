// Which cache tags a successful provider write makes stale. The BFF calls this after every mutating request, so an
// admin's edit shows on the cached public pages at once.
import { CONTENT_TAG_NAMES } from "./tags";

type Rule = { service: string; path: RegExp; tags: (match: RegExpExecArray) => string[] };

const RULES: readonly Rule[] = [
  { service: "flight-backend", path: /^api\/Footer\/SocialMedia$/i, tags: () => [CONTENT_TAG_NAMES.socialLinks] },
  { service: "flight-backend", path: /^api\/Pages\/([a-z-]+)$/i, tags: (m) => [CONTENT_TAG_NAMES.page(m[1]!.toLowerCase())] },
  // A new offer changes the lists; a write to one offer or below it (an edit, a booking that takes places) changes
  // the lists and its page.
  { service: "offer-backend", path: /^api\/Offers\/?$/i, tags: () => [CONTENT_TAG_NAMES.offers] },
  { service: "offer-backend", path: /^api\/Offers\/(\d+)(?:\/.*)?$/i, tags: (m) => [CONTENT_TAG_NAMES.offers, CONTENT_TAG_NAMES.offer(Number(m[1]))] },
  { service: "offer-backend", path: /^api\/Destinations(?:\/.*)?$/i, tags: () => [CONTENT_TAG_NAMES.destinations] },
];

/** Tags to revalidate after `method service/path` succeeded; none for reads or for writes to private data. */
export function publicTagsForWrite(method: string, service: string, path: string): string[] {
  if (method === "GET" || method === "HEAD") return [];
  return RULES.flatMap((rule) => {
    if (rule.service !== service) return [];
    const match = rule.path.exec(path);
    return match ? rule.tags(match) : [];
  });
}
