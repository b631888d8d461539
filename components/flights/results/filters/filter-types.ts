import type { ResultControls } from "@/lib/flights/search-params";

export type FilterFacets = {
  airlines: { code: string; name: string; logo: string | null; minPrice: number }[];
  price: { min: number; max: number } | null;
  stops: { 0: number; 1: number; 2: number };
};

/** What every filter group gets: the ticked filters and how to change them. */
export type FilterGroupProps = { controls: ResultControls; apply: (patch: Partial<ResultControls>, delay?: number) => void };
