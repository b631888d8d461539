"use client";

import { useEffect, useRef, useState } from "react";
import { inputClasses } from "@/components/ui/input";
import { DatePicker } from "./date-picker";

type Props = {
  /** The control's id (Field's): the native input's before the script runs, the calendar button's after. */
  id: string;
  /** The id of an element naming the calendar button, when no `<label for={id}>` does. */
  labelledBy?: string;
  name: string;
  defaultValue: string;
  min?: string;
  max?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** Classes of the native input and of the calendar button, in place of inputClasses (the stay search's taller fields). */
  className?: string;
};

/**
 * A date of a GET or server form. The server renders a native date input, so a form sent before (or without) the
 * script carries the day; once React runs, the same name is carried by a hidden input that the calendar button writes,
 * and a change fires an `input` event from it, as the native input did, for whoever listens on the form.
 */
export function DateInput({ id, labelledBy, name, defaultValue, min, max, className = inputClasses, ...aria }: Props) {
  const native = useRef<HTMLInputElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const announced = useRef<string | null>(null);
  const [value, setValue] = useState(defaultValue);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    // A day typed into the native input before the script took over is kept; read once, when the calendar replaces it.
    setValue(native.current?.value ?? defaultValue);
    setEnhanced(true);
  }, [defaultValue]);
  useEffect(() => {
    if (!enhanced) return;
    // The first value is the one the page already shows; a later one is the visitor's pick.
    if (announced.current !== null && announced.current !== value) hidden.current?.dispatchEvent(new Event("input", { bubbles: true }));
    announced.current = value;
  }, [enhanced, value]);

  if (!enhanced) {
    return (
      <input
        ref={native}
        id={id}
        type="date"
        name={name}
        defaultValue={defaultValue}
        min={min}
        max={max}
        aria-invalid={aria["aria-invalid"]}
        aria-describedby={aria["aria-describedby"]}
        className={className}
      />
    );
  }
  return (
    <>
      <DatePicker id={id} labelledBy={labelledBy} value={value} onChange={setValue} min={min} max={max} className={className} {...aria} />
      <input ref={hidden} type="hidden" name={name} value={value} />
    </>
  );
}
