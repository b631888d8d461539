/** The card every section of a flight's page sits in. */
export const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
