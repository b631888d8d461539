"use client";

// useMutation for a page whose first load does not carry React Query (a cached page held to a JS budget: the offer's
// page and its heart). React Query's MutationObserver, which useMutation is built on, loads with the first mutate and
// runs on the tab's QueryClient. The state is useMutation's: `status` (idle, pending from the click on, success,
// error), `data`, `error` and `isPending`.
import { useRef, useState } from "react";
import type { MutationObserver } from "@tanstack/react-query";

type Options<V, T, E> = {
  /** The mutation: what it needs beyond the page (a schema, the request) it imports itself, on the first call. */
  mutationFn: (variables: V) => Promise<T>;
  onMutate?: (variables: V) => unknown;
  onSuccess?: (data: T, variables: V) => unknown;
  onError?: (error: E, variables: V) => unknown;
};

type State<T, E> = { status: "idle" | "pending" | "success" | "error"; data?: T; error: E | null };

export function useLazyMutation<V, T, E = Error>(options: Options<V, T, E>) {
  const observer = useRef<MutationObserver<T, E, V> | null>(null);
  const [state, setState] = useState<State<T, E>>({ status: "idle", error: null });

  const { onMutate, ...rest } = options;

  async function mutate(variables: V) {
    // Called at once, not when React Query has loaded: what the click changes (an optimistic heart) shows at once.
    onMutate?.(variables);
    setState({ status: "pending", error: null });
    try {
      if (!observer.current) {
        observer.current = (await import("./client")).newMutationObserver<T, E, V>();
        observer.current.subscribe(({ status, data, error }) => setState({ status, data, error }));
      }
      // This render's callbacks: they see this render's state, as useMutation's do.
      observer.current.setOptions(rest);
      await observer.current.mutate(variables);
    } catch (error) {
      // React Query itself did not load (offline): the same failure as the mutation's own.
      if (observer.current) return;
      setState({ status: "error", error: error as E });
      options.onError?.(error as E, variables);
    }
  }

  return { ...state, mutate, isPending: state.status === "pending" };
}
