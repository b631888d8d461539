// Cells of the admin flights list: the status as a badge, the load as a bar with its figures.
export function FlightStatusBadge({ status, label }: { status: "scheduled" | "cancelled"; label: string }) {
  const tone = status === "cancelled" ? "bg-red-50 text-red-800 ring-red-200" : "bg-emerald-50 text-emerald-800 ring-emerald-200";
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>{label}</span>;
}

export function FlightLoad({ taken, capacity, label }: { taken: number; capacity: number; label: string }) {
  const percent = capacity > 0 ? Math.min(100, Math.round((taken / capacity) * 100)) : 0;
  return (
    <span className="flex min-w-28 flex-col gap-1">
      <span className="tabular-nums text-xs text-slate-600">{label}</span>
      <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
