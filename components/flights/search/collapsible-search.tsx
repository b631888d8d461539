"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

/**
 * Above results on a phone, the search folds into its summary so the first flight shows on the first screen;
 * "Edit" opens the form (as Google Flights and Wego do). From the md width up the form always shows. Without
 * JavaScript the form simply stays open.
 */
export function CollapsibleSearch({ summary, children }: { summary: React.ReactNode; children: React.ReactNode }) {
  const t = useTranslations("Search");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div data-search-summary className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-xl shadow-black/20 md:hidden">
        <div className="min-w-0 flex-1">{summary}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
        >
          <span aria-hidden className="ico i-pencil" />
          {open ? t("closeEdit") : t("edit")}
        </button>
      </div>
      <div id={panelId} data-search-panel className={open ? "mt-3 md:mt-0" : "max-md:hidden"}>
        {children}
      </div>
      <noscript>
        <style>{"[data-search-panel]{display:block!important}[data-search-summary]{display:none!important}"}</style>
      </noscript>
    </>
  );
}
