import { isoDaysAhead } from "./flights";

/** A Thursday at least `days` ahead (a Thursday→Saturday stay is two weekend nights). */
export function thursdayAhead(days: number): string {
  const d = new Date(`${isoDaysAhead(days)}T00:00:00Z`);
  while (d.getUTCDay() !== 4) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The day after `iso` plus `n` days. */
export function plusDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A Sunday at least `days` ahead: a Sunday→Tuesday stay has no weekend night. */
export function sundayAhead(days: number): string {
  const d = new Date(`${isoDaysAhead(days)}T00:00:00Z`);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const STAY_LEAD = { fullName: "نورة سالم", email: "noura.stays@example.com", phone: "+966500000017" };
