// Scrolling the page for the person (a booking step, an error brought into view) glides only when they have not
// asked their system for less motion; CSS animations and transitions are switched off in app/globals.css.

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** The `behavior` of scrollTo/scrollIntoView: "smooth", or "auto" (a jump) for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}
