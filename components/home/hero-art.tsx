/**
 * The hero's illustration, kept out from under the text (issue 6): the dunes fill the hero's bottom padding band, below
 * the last line of text, buttons or search form; the sky (sun, clouds, the dotted flight path and the plane) fills
 * the space beside the heading, on wide screens only: on phones and tablets the text spans the whole width, so there
 * is no room beside it and the sky is left out. Both are mirrored in Arabic so the plane flies forward.
 */

/**
 * The dunes: an absolutely placed band as tall as the hero's bottom padding (`band` carries those heights). Inline SVG
 * on purpose: drawn as a CSS background (2 KB less per page) the band became the results pages' largest contentful
 * paint, an image waiting on the stylesheet (Lighthouse, 2026-11-28); shapes drawn inline are no LCP candidate.
 */
export function HeroGround({ band }: { band: string }) {
  return (
    <svg
      aria-hidden
      data-hero-art="ground"
      viewBox="0 320 1200 200"
      preserveAspectRatio="xMidYMax slice"
      className={`pointer-events-none absolute inset-x-0 bottom-0 -z-10 w-full rtl:-scale-x-100 ${band}`}
    >
      <defs>
        <linearGradient id="hero-dune-back" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f868b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#1f575c" stopOpacity="0.2" />
        </linearGradient>
        <linearGradient id="hero-dune-front" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d2ad6d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#c4944a" stopOpacity="0.25" />
        </linearGradient>
      </defs>
      <path d="M0 400C160 340 300 330 450 372s290 40 430-8 240-60 320-36V520H0z" fill="url(#hero-dune-back)" />
      <path d="M0 460c140-46 290-58 430-26s260 36 400 4 270-46 370-22V520H0z" fill="url(#hero-dune-front)" />
    </svg>
  );
}

/**
 * Sun, clouds and the flight path, drawn inside the box it is given (beside the heading, from `lg` up). The path
 * starts low on the heading's side and climbs to the plane at the far end.
 */
export function HeroSky({ className }: { className: string }) {
  return (
    <svg
      aria-hidden
      data-hero-art="sky"
      viewBox="0 0 600 360"
      preserveAspectRatio="xMidYMid meet"
      className={`pointer-events-none rtl:-scale-x-100 ${className}`}
    >
      <defs>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5eee1" stopOpacity="0.95" />
          <stop offset="0.55" stopColor="#d2ad6d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#d2ad6d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="420" cy="150" r="140" fill="url(#hero-sun)" />
      <circle cx="420" cy="150" r="48" fill="#f5eee1" opacity="0.9" />
      <g fill="#fff" opacity="0.18">
        <ellipse cx="150" cy="90" rx="60" ry="14" />
        <ellipse cx="192" cy="78" rx="40" ry="12" />
        <ellipse cx="470" cy="300" rx="56" ry="11" />
      </g>
      <path
        d="M30 320C150 200 280 190 370 230s150 0 190-150"
        fill="none"
        stroke="#eef7f7"
        strokeOpacity="0.55"
        strokeWidth="2.5"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <g transform="translate(562 62) rotate(-70)">
        <path d="M-22 0 18-4 26 0 18 4zM-4-2 6-22h6L6-2zM-4 2 6 22h6L6 2zM-20-1-16-10h4l-2 9zM-20 1-16 10h4l-2-9z" fill="#fff" />
      </g>
    </svg>
  );
}
