"use client";

import { useId, useRef, useState } from "react";

/**
 * The state of a search-form popover whose panel (Radix, its content) loads on first open: the trigger is the form's
 * own button, server-rendered with the aria attributes of a Radix Popover.Trigger. `mounted` stays true after the
 * first open so the panel can play its close and keep its loaded code; `preload` (on hover or focus of the trigger)
 * fetches that code before the click.
 */
export function useLazyPopover(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const preload = () => void load().catch(() => {});
  const onOpenChange = (next: boolean) => {
    if (next) setMounted(true);
    setOpen(next);
  };
  const triggerProps = {
    ref: trigger,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? panelId : undefined,
    "data-state": open ? "open" : "closed",
    onClick: () => onOpenChange(!open),
    onPointerEnter: preload,
    onFocus: preload,
  };
  return { open, mounted, onOpenChange, trigger, panelId, triggerProps };
}
