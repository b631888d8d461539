// Expiring the cached pages that show public content after an admin's write.
//
// Next stamps a page it stores with the time it stored it, not the time its render began (the incremental cache's
// set(): `lastModified: Date.now()`), while its "use cache" entries carry their start time. So a render of the home
// page that read the destinations just before an admin hid one, and finished just after the write expired the tag,
// is stored as fresh and shown for the page's whole life (an hour), however often the tag was expired before it landed.
// CI met this with two workers: one visitor's render in flight across the admin's second save.
// The tags are therefore expired at once, and again once any render begun before the write has had time to finish.
import { after } from "next/server";
import { revalidateTag } from "next/cache";
import { forgetCachedPages } from "@/lib/http/page-cache";
import { RENDER_SETTLE_MS } from "./render-settle";

function expire(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  forgetCachedPages();
}

/** Expires the tags now (the next visitor sees the write) and once more after renders in flight have landed. */
export function expirePublicContent(tags: readonly string[]): void {
  if (tags.length === 0) return;
  expire(tags);
  after(async () => {
    await new Promise((settle) => setTimeout(settle, RENDER_SETTLE_MS));
    expire(tags);
  });
}
