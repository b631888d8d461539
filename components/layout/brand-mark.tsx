/**
 * The product's mark: a paper plane over a dune on a teal tile (decorative; the title names the product). Drawn by CSS
 * (app/styles/icons.css `.brand-mark`): the navbar and footer ride in every page's HTML and React payload.
 */
export function BrandMark({ className = "" }: { className?: string }) {
  return <span aria-hidden className={className ? `brand-mark ${className}` : "brand-mark"} />;
}
