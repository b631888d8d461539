"use client";

import { useId } from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import type { AirportOption } from "@/lib/flights/airport-option";
import type { Locale } from "@/lib/i18n/routing";
import { AirportListStatus } from "./airport-list-status";
import { loadSuggestions, useAirportSearch } from "./use-airport-search";

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
  const { text, open, options, active, setActive, status, choose, onKeyDown, onType, onClick, onBlur } = useAirportSearch(value, onChange, locale);
  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;

  return (
    <div className="relative">
      <label htmlFor={id} className="sf-label absolute start-10 top-2">
        {label}
      </label>
      <span aria-hidden className={`ico sf-ico rtl:-scale-x-100 ${name === "from" ? "i-plane-takeoff" : "i-plane-landing"}`} />
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
        onChange={(event) => onType(event.target.value)}
        onFocus={(event) => {
          event.target.select();
          void loadSuggestions().catch(() => {});
        }}
        onClick={onClick}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        className="sf-box sf-input"
      />
      <div id={listId} role="listbox" aria-label={label} hidden={!open} className="sf-list">
        {options.length ? (
          <AirportOptions idPrefix={`${id}-opt`} options={options} active={active} onChoose={choose} onActivate={setActive} locale={locale} />
        ) : null}
      </div>
      {open ? <AirportListStatus status={status} count={options.length} /> : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
