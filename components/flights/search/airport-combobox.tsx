"use client";

import { useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { Loader2, PlaneLanding, PlaneTakeoff } from "lucide-react";
import { airportLabel, type AirportOption } from "@/lib/flights/airport-option";
import type { Locale } from "@/lib/i18n/routing";

const DEBOUNCE_MS = 200;

// The suggestions (their search with React Query, lib/api and zod, and their list) load on the first focus of a field,
// not with the page; what is typed before they arrive stays in the field and is searched once they have.
const loadSuggestions = () => import("./airport-suggestions");
const AirportOptions = dynamic(() => loadSuggestions().then((m) => m.AirportOptions), { ssr: false });

type Props = {
  /** "from" or "to": the GET form's field name. */
  name: "from" | "to";
  label: string;
  value: AirportOption | null;
  onChange: (airport: AirportOption | null) => void;
  error?: string;
};

/**
 * Airport autocomplete following the ARIA combobox pattern (input + listbox, aria-activedescendant).
 * Searches the provider by code, Arabic or English name and city as the visitor types.
 */
export function AirportCombobox({ name, label, value, onChange, error }: Props) {
  const t = useTranslations("Search");
  const locale = useLocale() as Locale;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value ? airportLabel(value) : "");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AirportOption[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const query = useRef<string | null>(null);

  // A swap or a reset from the parent replaces the shown text (adjusted during render, not in an effect).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setText(value ? airportLabel(value) : "");
  }

  useEffect(() => {
    if (!open || query.current === null) return;
    const q = query.current;
    // Only the latest keystroke's answer is shown; earlier ones still fill the cache (typing back is instant).
    let current = true;
    setStatus("loading");
    const timer = setTimeout(async () => {
      try {
        const { fetchAirportSuggestions } = await loadSuggestions();
        if (!current) return;
        const found = await fetchAirportSuggestions(q, locale);
        if (!current) return;
        setOptions(found);
        setActive(found.length ? 0 : -1);
        setStatus("idle");
      } catch {
        if (current) setStatus("error");
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text, locale]);

  function choose(option: AirportOption) {
    onChange(option);
    setText(airportLabel(option));
    setOpen(false);
    query.current = null;
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) {
        query.current = text === (value ? airportLabel(value) : "") ? "" : text;
        setOpen(true);
      } else setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === "Enter" && open) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Home" && open) {
      setActive(0);
    } else if (event.key === "End" && open) {
      setActive(options.length - 1);
    }
  }

  const Icon = name === "from" ? PlaneTakeoff : PlaneLanding;
  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="absolute start-10 top-2 text-xs font-medium text-muted">
        {label}
      </label>
      <Icon aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-brand-700 rtl:-scale-x-100" />
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t("airportPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          query.current = event.target.value;
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={(event) => {
          event.target.select();
          void loadSuggestions().catch(() => {});
        }}
        onClick={() => {
          if (!open) {
            query.current = value ? value.code : text;
            setOpen(true);
          }
        }}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={onKeyDown}
        className="h-16 w-full rounded-xl border border-slate-300 bg-white pe-3 ps-10 pt-5 text-base font-semibold text-slate-900 placeholder:font-normal placeholder:text-muted focus:border-brand-500 aria-invalid:border-red-500"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl sm:min-w-80"
      >
        {options.length ? (
          <AirportOptions idPrefix={`${id}-opt`} options={options} active={active} onChoose={choose} onActivate={setActive} locale={locale} />
        ) : null}
      </div>
      {open ? (
        <p role="status" className="sr-only">
          {status === "loading" ? t("airportsLoading") : status === "error" ? t("airportsError") : t("airportsCount", { count: options.length })}
        </p>
      ) : null}
      {open && status !== "loading" && options.length === 0 ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm text-slate-600 shadow-xl">
          {status === "error" ? t("airportsError") : t("airportsEmpty")}
        </div>
      ) : null}
      {open && status === "loading" && options.length === 0 ? (
        <Loader2 aria-hidden className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" />
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
