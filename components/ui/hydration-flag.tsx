"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * An empty marker that exists only once React has taken over the form around it: a form filled in before that is
 * posted back by the browser (see PostForm), so automated checks wait for it before typing.
 */
export function HydrationFlag() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <span hidden data-hydrated="" /> : null;
}
