/**
 * The hero's illustration: sun, dunes and a dashed flight path (decorative, mirrored in Arabic so the plane flies forward).
 * The art is cropped to fill the hero ("slice"). From `lg` up it is anchored at the end side (xMax), so the sun and the
 * plane stay in view instead of being cut at the corner; on a narrower, taller hero that anchoring would put the sun behind the
 * text, so phones and tablets keep the centre (dunes and path, no plane). The compact hero above results is wide and short, crops the
 * top instead, and drops the flight path.
 */
export function HeroArt({ compact = false }: { compact?: boolean }) {
  return (
    <>
      <svg
        aria-hidden
        viewBox="0 0 1200 520"
        preserveAspectRatio="xMidYMax slice"
        className="pointer-events-none absolute inset-0 -z-10 size-full lg:hidden rtl:-scale-x-100"
      >
        <ArtShapes id="hero-art-narrow" compact={compact} plane={false} />
      </svg>
      <svg
        aria-hidden
        viewBox="0 0 1200 520"
        preserveAspectRatio="xMaxYMax slice"
        className="pointer-events-none absolute inset-0 -z-10 hidden size-full lg:block rtl:-scale-x-100"
      >
        <ArtShapes id="hero-art" compact={compact} plane />
      </svg>
    </>
  );
}

/** The shapes of one copy of the art; `id` keeps the gradient ids of the two copies apart. */
function ArtShapes({ id, compact, plane }: { id: string; compact: boolean; plane: boolean }) {
  return (
    <>
      <defs>
        <radialGradient id={`${id}-sun`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5eee1" stopOpacity="0.95" />
          <stop offset="0.55" stopColor="#d2ad6d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#d2ad6d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-dune-back`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f868b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#1f575c" stopOpacity="0.2" />
        </linearGradient>
        <linearGradient id={`${id}-dune-front`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d2ad6d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#c4944a" stopOpacity="0.25" />
        </linearGradient>
      </defs>
      <circle cx="960" cy="150" r="190" fill={`url(#${id}-sun)`} />
      <circle cx="960" cy="150" r="62" fill="#f5eee1" opacity="0.9" />
      <path d="M0 400C160 340 300 330 450 372s290 40 430-8 240-60 320-36V520H0z" fill={`url(#${id}-dune-back)`} />
      <path d="M0 460c140-46 290-58 430-26s260 36 400 4 270-46 370-22V520H0z" fill={`url(#${id}-dune-front)`} />
      {compact ? null : (
        <path
          d="M80 300C260 120 520 80 720 150s300 40 380-60"
          fill="none"
          stroke="#eef7f7"
          strokeOpacity="0.45"
          strokeWidth="2.5"
          strokeDasharray="2 12"
          strokeLinecap="round"
        />
      )}
      {plane && !compact ? (
        <g transform="translate(1100 90) rotate(-38)">
          <path d="M-22 0 18-4 26 0 18 4zM-4-2 6-22h6L6-2zM-4 2 6 22h6L6 2zM-20-1-16-10h4l-2 9zM-20 1-16 10h4l-2-9z" fill="#fff" />
        </g>
      ) : null}
      <g fill="#fff" opacity="0.18">
        <ellipse cx="220" cy="120" rx="70" ry="16" />
        <ellipse cx="270" cy="108" rx="46" ry="14" />
        <ellipse cx="620" cy="70" rx="60" ry="12" />
      </g>
    </>
  );
}
