/**
 * How long after an admin's write its tags are expired a second time (./expire-public-content.ts): longer than any
 * public page's render takes on a loaded machine (home, the slowest, renders in about a second). No imports: the e2e
 * support reads it too.
 */
export const RENDER_SETTLE_MS = 5_000;
