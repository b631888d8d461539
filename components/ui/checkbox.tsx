type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: React.Ref<HTMLInputElement> };

/**
 * A native checkbox (keyboard, forms and react-hook-form work as is) in the brand's colours, styled by the `check`
 * component class (app/styles/controls.css): lists of them (filters, booking options) rode its utilities per box.
 */
export function Checkbox({ className = "", ref, ...props }: CheckboxProps) {
  return <input ref={ref} type="checkbox" className={className ? `check ${className}` : "check"} {...props} />;
}
