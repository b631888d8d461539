/** The product's mark: a paper plane over a dune on a teal tile (decorative; the title names the product). */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={`shrink-0 ${className}`}>
      <defs>
        <linearGradient id="brand-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f868b" />
          <stop offset="1" stopColor="#193c40" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="12" fill="url(#brand-mark-bg)" />
      <path d="M4 31c6-4 11-5 16-3s10 2 16-2v10H4z" fill="#d2ad6d" opacity=".9" />
      <path d="M10 19.5 30 11l-6.5 17-4-6.2z" fill="#fff" />
      <path d="m19.5 21.8 10.5-10.8-14 8.6z" fill="#d5ecec" />
    </svg>
  );
}
