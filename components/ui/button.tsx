import { buttonClasses, type Size, type Variant } from "./button-classes";

import { Slot } from "./slot";

export { buttonClasses };

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Renders the single child (e.g. a Link) with the button's styles. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild, className = "", type = "button", ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
