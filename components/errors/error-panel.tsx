"use client";

import { useEffect, useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { AlertIcon, ChevronDownIcon, RefreshIcon } from "@/components/ui/plain-icons";
import { reloadOnceForChunkError } from "@/lib/errors/chunk-reload";
import type { ErrorPanelLabels } from "@/lib/errors/error-panel-labels";

type ErrorPanelProps = {
  error: Error & { digest?: string };
  reset: () => void;
  labels: ErrorPanelLabels;
  homeHref: string;
};

/** "Something went wrong!" with a show/hide toggle for the error, a retry, and the once-per-message chunk reload. */
export function ErrorPanel({ error, reset, labels, homeHref }: ErrorPanelProps) {
  const [open, setOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const detailsId = useId();

  useEffect(() => {
    // The reload is a side effect, so it belongs here; the state only tells the person it has started.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (reloadOnceForChunkError(error)) setReloading(true);
    else console.error(error);
  }, [error]);

  if (reloading) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-3 px-4 py-24 text-slate-600">
        <RefreshIcon className="size-5 animate-spin" />
        {labels.reloading}
      </div>
    );
  }

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <section role="alert" className="w-full max-w-lg rounded-3xl border border-red-100 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-10">
        <span aria-hidden className="mx-auto grid size-16 place-items-center rounded-2xl bg-red-50 text-red-600">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold text-slate-900">{labels.title}</h1>
        <p className="mt-3 text-slate-600">{labels.description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={reset} className={buttonClasses("primary", "lg", "rounded-full")}>
            <RefreshIcon className="size-5" />
            {labels.retry}
          </button>
          <a href={homeHref} className={buttonClasses("secondary", "lg", "rounded-full")}>
            {labels.home}
          </a>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="mx-auto mt-6 inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100"
        >
          {open ? labels.hideError : labels.showError}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        <div id={detailsId} hidden={!open} className="mt-3 rounded-xl bg-slate-50 p-4 text-start">
          <pre dir="ltr" className="overflow-x-auto whitespace-pre-wrap break-words text-start font-mono text-xs leading-5 text-red-800">
            {error.message || error.name}
          </pre>
          {error.digest && <p className="mt-2 text-xs text-muted">{labels.digest(error.digest)}</p>}
        </div>
      </section>
    </div>
  );
}
