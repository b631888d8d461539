type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export const inputClasses =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-muted focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-600 aria-invalid:border-red-500 sm:text-sm";

export function Input({ className = "", ref, ...props }: InputProps) {
  return <input ref={ref} className={`${inputClasses} ${className}`} {...props} />;
}
