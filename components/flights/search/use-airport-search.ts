"use client";

import { useEffect, useRef, useState } from "react";
import { airportLabel, type AirportOption } from "@/lib/flights/airport-option";
import type { Locale } from "@/lib/i18n/routing";

const DEBOUNCE_MS = 200;

// The suggestions (their search with React Query, lib/api and zod, and their list) load on the first focus of a field,
// not with the page; what is typed before they arrive stays in the field and is searched once they have.
export const loadSuggestions = () => import("./airport-suggestions");

/** The combobox's text, list and active option; searches (debounced) as the visitor types, keys move in the list. */
export function useAirportSearch(value: AirportOption | null, onChange: (airport: AirportOption | null) => void, locale: Locale) {
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

  // Opening the list searches for `q` (the typed text, or the chosen airport's code).
  function openWith(q: string) {
    query.current = q;
    setOpen(true);
  }

  function choose(option: AirportOption) {
    onChange(option);
    setText(airportLabel(option));
    setOpen(false);
    query.current = null;
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) openWith(text === (value ? airportLabel(value) : "") ? "" : text);
      else setActive((i) => Math.min(options.length - 1, i + 1));
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

  const onType = (typed: string) => {
    setText(typed);
    openWith(typed);
    if (value) onChange(null);
  };
  const onClick = () => {
    if (!open) openWith(value ? value.code : text);
  };
  const onBlur = () => setTimeout(() => setOpen(false), 120);

  return { text, open, options, active, setActive, status, choose, onKeyDown, onType, onClick, onBlur };
}
