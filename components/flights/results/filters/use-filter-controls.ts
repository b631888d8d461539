"use client";

import { useRef, useState, useTransition } from "react";
import { searchPath, withControls, type ResultControls, type SearchState } from "@/lib/flights/search-params";
import { useRouter } from "@/lib/i18n/navigation";

/** The filters as ticked, written to the URL (a price slider waits for the hand to stop before navigating). */
export function useFilterControls(search: SearchState) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [controls, setControls] = useState<ResultControls>(search);
  const priceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL is the truth: follow it after each navigation (back/forward included), adjusting during render.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    setControls(search);
  }

  function apply(patch: Partial<ResultControls>, delay = 0) {
    const next = withControls({ ...search, ...controls }, patch);
    setControls(next);
    clearTimeout(priceTimer.current);
    const go = () => startTransition(() => router.replace(searchPath(next), { scroll: false }));
    if (delay) priceTimer.current = setTimeout(go, delay);
    else go();
  }

  const active =
    (controls.stops?.length ?? 0) +
    (controls.times?.length ?? 0) +
    (controls.airlines?.length ?? 0) +
    (controls.minPrice !== undefined || controls.maxPrice !== undefined ? 1 : 0);
  return { controls, apply, pending, active };
}
