import { ChevronLeftIcon } from "@/components/ui/plain-icons";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";

type Props = {
  /** The navigation's accessible name ("Breadcrumb"). */
  label: string;
  /** The pages above this one, from home down. */
  trail: { label: string; href: Href }[];
  /** This page's name. */
  current: string;
  /** The list's layout and colour on the page's dark header. */
  className?: string;
};

/**
 * Home › … › this page, on a page's dark header; the chevrons point the reading way in both languages. One line: a
 * long page name is cut with an ellipsis (its full name is the page's heading), so the line never wraps differently
 * once the web font arrives and moves the heading below it.
 */
export function Breadcrumbs({ label, trail, current, className = "flex items-center gap-1.5 text-sm text-brand-100/80" }: Props) {
  return (
    <nav aria-label={label}>
      <ol className={className}>
        {trail.flatMap((step, index) => [
          <li key={index} className="shrink-0">
            <Link href={step.href} className="rounded hover:text-white hover:underline">
              {step.label}
            </Link>
          </li>,
          <li key={`${index}>`} aria-hidden>
            <ChevronLeftIcon className="size-4 ltr:rotate-180" />
          </li>,
        ])}
        <li aria-current="page" className="min-w-0 truncate font-semibold text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
