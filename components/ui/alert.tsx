import { CircleAlert, CircleCheck, Info } from "lucide-react";

type Variant = "error" | "success" | "info";

const styles: Record<Variant, string> = {
  error: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-brand-200 bg-brand-50 text-brand-900",
};
const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

type AlertProps = {
  variant?: Variant;
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  id?: string;
};

/** An inline message; errors are announced at once (role=alert), others politely (role=status). */
export function Alert({ variant = "info", title, children, className = "", id }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      id={id}
      role={variant === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg border p-3 text-sm ${styles[variant]} ${className}`}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
