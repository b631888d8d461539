"use client";

import { useEffect, useState } from "react";

/**
 * Whether an element scrolls sideways (its content wider than its box), followed as the window or the content
 * resizes. Returns the callback ref to put on the element, and the answer.
 */
export function useOverflowing<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflowing];
}
