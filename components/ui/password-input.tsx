"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { inputClasses } from "./input";

type PasswordInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  ref?: React.Ref<HTMLInputElement>;
  /** Translated labels of the show/hide toggle. */
  showLabel: string;
  hideLabel: string;
};

/** A password field with a show/hide toggle; passwords read LTR in both languages. */
export function PasswordInput({ className = "", ref, showLabel, hideLabel, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? "text" : "password"}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="none"
        // The field is always LTR while the toggle sits at the page's end: pad the side the toggle is on.
        className={`${inputClasses} pe-11 text-start rtl:ps-11 rtl:pe-3 ${className}`}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        title={visible ? hideLabel : showLabel}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-muted hover:text-brand-700"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </div>
  );
}
