// The two reports as CSV rows, headed in the page's language; amounts in riyals with two decimals (exact), a rate in
// percent with one. lib/reports/csv.ts writes them out.
import type { BookingKind } from "@/provider/contracts/booking-core";
import type { OccupancyReport, SalesFigures, SalesReport } from "@/provider/contracts/admin-reports";
import { num, type Cell } from "./csv";
import { halalasToRiyals, occupancyRate } from "./figures";

export type SalesLabels = {
  day: string;
  kind: string;
  bookings: string;
  cancellations: string;
  gross: string;
  refunds: string;
  net: string;
  total: string;
  allKinds: string;
  kinds: Record<BookingKind, string>;
};

export type OccupancyLabels = {
  kind: string;
  stay: string;
  city: string;
  units: string;
  available: string;
  booked: string;
  rate: string;
  kinds: Record<"hotel" | "chalet", string>;
};

const figures = (f: SalesFigures): Cell[] => [
  num(f.bookings),
  num(f.cancellations),
  num(halalasToRiyals(f.gross)),
  num(halalasToRiyals(f.refunds)),
  num(halalasToRiyals(f.net)),
];

/** A row per day and kind with anything paid or cancelled, then each kind's total over the range, then all kinds'. */
export function salesRows(report: SalesReport, l: SalesLabels): Cell[][] {
  return [
    [l.day, l.kind, l.bookings, l.cancellations, l.gross, l.refunds, l.net],
    ...report.days.map((row) => [row.day, l.kinds[row.kind], ...figures(row)]),
    ...report.kinds.map((row) => [l.total, l.kinds[row.kind], ...figures(row)]),
    [l.total, l.allKinds, ...figures(report.total)],
  ];
}

/** Occupancy in percent with one decimal ("37.5"), or an empty cell when nothing was available. */
export function percent(booked: number, available: number): Cell {
  const rate = occupancyRate(booked, available);
  return rate === null ? "" : num((Math.round(rate * 1000) / 10).toFixed(1));
}

export function occupancyRows(report: OccupancyReport, l: OccupancyLabels): Cell[][] {
  return [
    [l.kind, l.stay, l.city, l.units, l.available, l.booked, l.rate],
    ...report.stays.map((s) => [l.kinds[s.kind], s.name, s.city, num(s.units), num(s.available), num(s.booked), percent(s.booked, s.available)]),
  ];
}
