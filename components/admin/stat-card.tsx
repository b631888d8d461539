import type { LucideIcon } from "lucide-react";

export function StatCard({ label, hint, value, icon: Icon, tone }: { label: string; hint: string; value: string; icon: LucideIcon; tone: string }) {
  return (
    <div role="group" aria-label={label} className="relative overflow-hidden rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-muted">{label}</p>
          <p className="mt-2 text-3xl font-extrabold tabular-nums tracking-tight text-slate-900 sm:text-4xl">{value}</p>
        </div>
        <span aria-hidden className={`grid size-12 shrink-0 place-items-center rounded-2xl ${tone}`}>
          <Icon className="size-6" />
        </span>
      </div>
      <p className="mt-4 text-xs text-muted">{hint}</p>
    </div>
  );
}
