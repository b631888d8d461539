"use client";

// A short note under a day's number, given by the field that opens the grid (the flight search's lowest fares): read
// from a context by the day buttons, so notes that arrive after the grid opened repaint the days without remounting
// them (a new DayButton type would, and the focused day would lose the focus).
import { createContext, useContext } from "react";

export type DayNote = {
  /** What the cell shows, short ("1,250", "—"); hidden from screen readers, which read `label`. */
  text: string;
  /** The note in words, added to the day's accessible name ("lowest fare SAR 1,250, cheapest"). */
  label: string;
  tone: "cheapest" | "fare" | "none";
  /** The amount behind the text (a fare in SAR minor units), as data-amount: what a test compares with its source. */
  amount?: number;
};

export type DayNotes = ReadonlyMap<string, DayNote>;

const NotesContext = createContext<DayNotes | null>(null);
export const DayNotesProvider = NotesContext.Provider;

const TONE: Record<DayNote["tone"], string> = {
  cheapest: "font-bold text-emerald-800",
  fare: "font-medium text-slate-700",
  none: "font-normal text-slate-500",
};

/** The note of a day (undefined when the grid has none for it). */
export function useDayNote(iso: string): DayNote | undefined {
  return useContext(NotesContext)?.get(iso);
}

/** The note's line under the day's number; the cheapest days' button is tinted as well (calendar-hijri.tsx). */
export function DayNoteText({ note }: { note: DayNote }) {
  return (
    <span aria-hidden data-note={note.tone} data-amount={note.amount} className={`mt-0.5 text-[0.625rem] leading-none ${TONE[note.tone]}`}>
      {note.text}
    </span>
  );
}
