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
    useEffect(() => {
      let live = true;
      // One load for every instance (the drawer and the bar share the menus' code).
      pending ??= load();
      void pending.then((component) => live && setComponent(() => component));
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
