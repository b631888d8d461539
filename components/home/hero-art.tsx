/**
 * The hero's illustration, kept out from under the text (issue 6): the dunes fill the hero's bottom padding band, below
 * the last line of text, buttons or search form; the sky (sun, clouds, the dotted flight path and the plane) fills
 * the space beside the heading, on wide screens only: on phones and tablets the text spans the whole width, so there
 * is no room beside it and the sky is left out. Both are mirrored in Arabic so the plane flies forward.
 */

/**
 * The dunes: an absolutely placed band as tall as the hero's bottom padding (`band` carries those heights), drawn by
 * app/styles/hero.css so that no page carries their drawing in its HTML and payload.
 */
export function HeroGround({ band }: { band: string }) {
  return <div aria-hidden data-hero-art="ground" className={`hero-ground ${band}`} />;
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
