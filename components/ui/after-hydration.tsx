"use client";

// A component whose code loads once the page is interactive, with a stand-in until then: what next/dynamic with
// `ssr: false` does, without its runtime (1.3 KiB gzip of every page's first load, where it served only the navbar's
// menus and the toaster). The server and the first browser render show the stand-in, so hydration matches.
import { useEffect, useState, type ComponentType } from "react";

type Loader<P> = () => Promise<ComponentType<P>>;

export function afterHydration<P extends object>(load: Loader<P>, Placeholder: ComponentType = Nothing): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  function AfterHydration(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    const [failure, setFailure] = useState<unknown>(null);
    // As next/dynamic does: a failed load goes to the error boundary, whose chunk-error handling reloads the page once
    // onto the new build when a deploy removed the chunk (app/global-error.tsx for the layout's parts).
    if (failure) throw failure;
    useEffect(() => {
      let live = true;
      // One load for every instance (the drawer and the bar share the menus' code).
      pending ??= load();
      pending.then(
        (component) => live && setComponent(() => component),
        (error: unknown) => {
          pending = null; // a later mount tries again
          if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        live = false;
      };
    }, []);
    return Component ? <Component {...props} /> : <Placeholder />;
  }
  return AfterHydration;
}

function Nothing() {
  return null;
}
