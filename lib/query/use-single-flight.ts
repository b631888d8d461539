"use client";

import { useRef } from "react";

type Mutate<V> = (variables: V, options: { onSettled: () => void }) => void;

/**
 * A mutation's `mutate` that drops a call while one is in flight. React Query reports `isPending` a tick after
 * `mutate` (its notifications are batched on a timer), so two submits queued in one busy moment would both be sent:
 * two reservations and two holds, since creating one carries no idempotency key.
 */
export function useSingleFlight<V>(mutate: Mutate<V>): (variables: V) => void {
  const inFlight = useRef(false);
  return (variables: V) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutate(variables, { onSettled: () => void (inFlight.current = false) });
  };
}
