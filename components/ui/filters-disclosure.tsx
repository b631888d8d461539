import { DetailsOpenWide } from "./details-open-wide";
import { ChevronDownIcon } from "./plain-icons";

/**
 * Filters behind one line: closed on a phone, so the results come first (one tap opens them, no script needed), and
 * opened by the script from the lg width up, where they are the sidebar. Without a script a desktop visitor opens
 * them with the same one click. Its only browser code is the opening at lg width (the offers list's page is kept
 * within its first-load budget: no icon beside the words either).
 */
export function FiltersDisclosure({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <DetailsOpenWide className="group/filters rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-3xl px-5 py-3 font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <span className="flex-1">{summary}</span>
        <ChevronDownIcon className="size-5 text-slate-500 transition-transform group-open/filters:rotate-180" />
      </summary>
      <div className="px-5 pb-5">{children}</div>
    </DetailsOpenWide>
  );
}
