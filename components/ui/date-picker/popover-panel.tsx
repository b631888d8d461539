"use client";

// The Radix popover of the search form's date fields and travellers button, loaded the first time one opens (see
// lazy-popover.ts): the form server-renders its own trigger buttons, so the page does not carry Radix, its popper
// (floating-ui), focus guards and portal in its first load. The panel anchors to that trigger and gives the focus
// back to it on close, as Radix's own Popover.Trigger does.
import { useRef } from "react";
import * as Popover from "@radix-ui/react-popover";

export type PopoverPanelProps = {
  /** The button that opens the panel: the popover is placed against it and returns the focus to it. */
  trigger: React.RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's id, which the trigger's aria-controls names while open. */
  id: string;
  label: string;
  align: "start" | "end";
  className: string;
  children: React.ReactNode;
};

export function PopoverPanel({ trigger, open, onOpenChange, id, label, align, className, children }: PopoverPanelProps) {
  // As Radix's non-modal content: a click outside leaves the focus where it went, Escape or Done returns it.
  const interactedOutside = useRef(false);
  const pointerDownOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger as React.RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={className}
          onInteractOutside={(event) => {
            // The trigger toggles the panel itself: a press on it is not a click outside.
            if (trigger.current?.contains(event.target as Node)) {
              event.preventDefault();
              return;
            }
            const type = event.detail.originalEvent.type;
            if (type === "focusin" && pointerDownOutside.current) {
              event.preventDefault();
              return;
            }
            interactedOutside.current = true;
            if (type === "pointerdown") pointerDownOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger.current?.focus();
            interactedOutside.current = false;
            pointerDownOutside.current = false;
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
