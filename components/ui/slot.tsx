import { cloneElement, isValidElement } from "react";

/** Passes className and props onto its only child (the `asChild` pattern without another dependency). */
export function Slot({ children, className, ...props }: React.HTMLAttributes<HTMLElement> & { children?: React.ReactNode }) {
  if (!isValidElement<{ className?: string }>(children)) return null;
  return cloneElement(children, { ...props, className: `${className ?? ""} ${children.props.className ?? ""}`.trim() });
}
