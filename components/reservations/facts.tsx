/** One labelled fact of a booking (a dt/dd pair), with an optional icon; `compact` for vouchers. */
export function Fact({ icon, label, children, testId }: { icon?: React.ReactNode; label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-1 text-xs font-medium text-muted print:text-black">
        {icon}
        {label}
      </dt>
      <dd className="font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export const factGrid = "grid grid-cols-[repeat(auto-fit,minmax(min(10rem,100%),1fr))] gap-x-4 gap-y-3 text-sm";
export const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
