"use client";

// One polite live region for the whole site, in the layout, so it is already in the page before anything changes:
// a screen reader says what a page announces even when the announcement comes with a new page (a search's results
// render on their own page, whose own region would be new, and a new region's first text is not read out).
import { useEffect, useSyncExternalStore } from "react";

let message = "";
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The region itself: rendered once, by the site's layout. */
export function LiveRegion() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => "",
  );
  return (
    <p id="live-region" role="status" className="sr-only">
      {text}
    </p>
  );
}

/** Says `text` in the site's live region while the component is on the page (an empty text says nothing). */
export function Announce({ text }: { text: string }) {
  useEffect(() => {
    message = text;
    for (const listener of listeners) listener();
  }, [text]);
  return null;
}
