type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: React.Ref<HTMLInputElement> };

/** A native checkbox (keyboard, forms and react-hook-form work as is) in the brand's colours. */
export function Checkbox({ className = "", ref, ...props }: CheckboxProps) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={`size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-red-500 ${className}`}
      {...props}
    />
  );
}
