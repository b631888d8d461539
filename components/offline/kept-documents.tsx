"use client";

import { useEffect, useState } from "react";
import { isDocumentPath, OWNER_KEY, PRIVATE_CACHE } from "@/lib/offline/names";

type Kept = { path: string; title: string; reference: string | null };
type State = { status: "loading" } | { status: "unsupported" } | { status: "ready"; documents: Kept[] };

/** The page's own title without the site's name ("Electronic ticket | Rahhal" → "Electronic ticket"). */
function titleOf(html: Document): string {
  const title = html.title.trim();
  const cut = title.lastIndexOf(" | ");
  return cut > 0 ? title.slice(0, cut) : title;
}

/** The tickets, vouchers and invoices the service worker keeps for the signed-in traveller (public/sw.js). */
async function keptDocuments(): Promise<Kept[]> {
  const cache = await caches.open(PRIVATE_CACHE);
  // The worker serves none without an owner (a cache emptied at sign-out and refilled by a late write): none is listed.
  if (!(await cache.match(OWNER_KEY))) return [];
  const requests = await cache.keys();
  const parser = new DOMParser();
  const documents: Kept[] = [];
  for (const request of requests) {
    const path = new URL(request.url).pathname;
    if (!isDocumentPath(path)) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const html = parser.parseFromString(await response.text(), "text/html");
    documents.push({ path, title: titleOf(html), reference: html.querySelector("[data-testid=ticket-reference]")?.textContent?.trim() || null });
  }
  return documents;
}

export function KeptDocuments({ loading, empty, unsupported }: { loading: string; empty: string; unsupported: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    // Cache Storage is missing outside secure contexts: the rejection lands in the same state.
    Promise.resolve()
      .then(keptDocuments)
      .then(
        (documents) => setState({ status: "ready", documents }),
        () => setState({ status: "unsupported" }),
      );
  }, []);

  if (state.status === "loading") return <p className="mt-3 text-sm text-muted">{loading}</p>;
  if (state.status === "unsupported") return <p className="mt-3 text-sm text-slate-700">{unsupported}</p>;
  if (state.documents.length === 0) return <p className="mt-3 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {state.documents.map((document) => (
        <li key={document.path}>
          {/* A full load, which the worker answers from its cache: the router's own fetch would need the network. */}
          <a href={document.path} className="flex items-center gap-2 rounded-lg px-2 py-2 font-medium text-brand-700 hover:bg-brand-50 hover:underline">
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5 shrink-0"
            >
              <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7zM14 2v4a2 2 0 0 0 2 2h4M10 9H8m8 4H8m8 4H8" />
            </svg>
            <span>
              {document.title}
              {document.reference ? (
                <>
                  {" — "}
                  <bdi className="font-mono">{document.reference}</bdi>
                </>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
