"use client";

import { useEffect, useRef } from "react";
import { ChevronDown, SlidersHorizontal } from "lucide-react";

/**
 * The filters in a <details>: closed on a phone (one tap opens them, no script needed), opened by the script from the
 * lg width up, where they are the sidebar. Without a script a desktop visitor opens them with the same one click.
 */
export function FiltersDisclosure({ summary, children }: { summary: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia("(min-width: 1024px)").matches) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className="group/filters rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-3xl px-5 py-3 font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-5 text-brand-700" />
        <span className="flex-1">{summary}</span>
        <ChevronDown aria-hidden className="size-5 text-slate-500 transition-transform group-open/filters:rotate-180" />
      </summary>
      <div className="px-5 pb-5">{children}</div>
    </details>
  );
}
