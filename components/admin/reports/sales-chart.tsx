"use client";
// Net revenue per day, one stacked bar per day with a band per kind (recharts, loaded by the reports page alone).
// It is a picture of the table that follows it: hidden from screen readers, which read the table instead, and drawn
// from the end in Arabic (days run right to left, the amounts' axis on the right).
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BookingKind } from "@/provider/contracts/booking-core";

export type ChartDay = { day: string; label: string } & Partial<Record<BookingKind, number>>;

/** One colour per kind, each at least 3:1 against white (WCAG 1.4.11). */
const COLOURS: Record<BookingKind, string> = { flight: "#1d4ed8", offer: "#b45309", hotel: "#047857", chalet: "#7c3aed", taxi: "#be123c" };

type Props = { days: ChartDay[]; kinds: { kind: BookingKind; name: string }[]; locale: string; rtl: boolean };

export function SalesChart({ days, kinds, locale, rtl }: Props) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency: "SAR", notation: "compact", maximumFractionDigits: 1 });
  const full = new Intl.NumberFormat(locale, { style: "currency", currency: "SAR" });
  return (
    <div aria-hidden="true" className="h-72 w-full" dir={rtl ? "rtl" : "ltr"}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 800, height: 288 }}>
        <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis orientation={rtl ? "right" : "left"} tickFormatter={(value: number) => money.format(value)} tick={{ fontSize: 12 }} width={80} />
          <Tooltip formatter={(value) => full.format(Number(value))} />
          <Legend />
          {kinds.map(({ kind, name }) => (
            <Bar key={kind} dataKey={kind} name={name} stackId="net" fill={COLOURS[kind]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
