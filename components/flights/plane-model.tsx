import { Latin } from "@/components/ui/latin";

/**
 * A plane's model in the page's language (issue 22 point 12): "Airbus A330-300" on English pages, marked English;
 * "إيرباص A330-300" on Arabic ones, isolated so its type number keeps its place beside the maker's name.
 */
export function PlaneModel({ model, locale, className }: { model: string; locale: string; className?: string }) {
  return locale === "en" ? <Latin className={className}>{model}</Latin> : <bdi className={className}>{model}</bdi>;
}
