// Shared looks of the navbar's dropdown menus.
export function menuContentClasses(extra = ""): string {
  return `z-50 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10 data-[state=open]:animate-[menu-in_120ms_ease-out] ${extra}`;
}

export const menuItemClasses =
  "flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-xl px-3 text-sm font-medium text-slate-700 outline-none transition-colors data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";
