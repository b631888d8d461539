/** The offer filters' shared classes (fieldsets, their legends, inputs and check options). */
export const fieldset = "space-y-2 border-t border-slate-100 pt-4";
export const legend = "text-sm font-bold text-slate-800";
export const control =
  "min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";
export const option = "flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-1 text-sm text-slate-700 hover:bg-slate-50";
export const box = "size-4 shrink-0 rounded border-slate-300 accent-brand-600";
