"use client";

import { useCallback, useEffect, useState } from "react";

/** At most this long after the page took over, even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Whether to load what the page left out of its first HTML: false while the page takes over, true once the browser is
 * idle after it (or `loadNow` was called, when the traveller asks for it sooner). The booking form's seat maps load so:
 * the page does not send them (only the second step shows them), and they arrive long before a traveller has filled in
 * the first step.
 */
export function useLoadWhenIdle(): [load: boolean, loadNow: () => void] {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const done = () => setLoad(true);
    // Safari has no requestIdleCallback: a timer lets the page's own effects run first.
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 0);
    return () => window.clearTimeout(timer);
  }, [load]);
  return [load, useCallback(() => setLoad(true), [])];
}
