import { CircleAlert } from "lucide-react";

/** The props a form control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  id: string;
  label: React.ReactNode;
  /** The already-translated error message, when the field is invalid. */
  error?: string;
  hint?: React.ReactNode;
  /** Extra content at the end of the label row (e.g. a "forgot password" link). */
  labelAside?: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
};

/** A labelled control with its hint and error, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ id, label, error, hint, labelAside, className = "", children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {hint && error ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
