"use client";

// The days a search may ask for, read from the visitor's clock when a date field opens: home is prerendered, so they
// cannot be fixed at build time (the server checks them again).
import { useSyncExternalStore } from "react";
import { searchDateWindow } from "@/provider/contracts/flight-rules";

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type Bounds = { min: string; max: string };
/** What a server render would read; the date panels render only in the browser. */
const UNBOUNDED: Bounds = { min: "", max: "" };
let boundsOfDay: { day: string; bounds: Bounds } | null = null;

function currentBounds(): Bounds {
  const today = localToday();
  if (boundsOfDay?.day !== today) {
    const w = searchDateWindow();
    boundsOfDay = { day: today, bounds: { min: today > w.min ? today : w.min, max: w.max } };
  }
  return boundsOfDay.bounds;
}

const noSubscription = () => () => {};

/** The days a search may ask for, read from the visitor's clock: home is prerendered, so not at build time. */
export function useDateBounds(): Bounds {
  return useSyncExternalStore(noSubscription, currentBounds, () => UNBOUNDED);
}
