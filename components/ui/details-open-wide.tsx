"use client";

import { useEffect, useRef } from "react";

/** A <details> closed as sent (a phone's one-line summary) and opened by the script from the lg width up. */
export function DetailsOpenWide({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia("(min-width: 1024px)").matches) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className={className}>
      {children}
    </details>
  );
}
