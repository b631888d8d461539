// Why a stay search found nothing when the party is the reason: more guests than the city's rooms (or chalets) take.
// The big sites say so, with the way out (more rooms), instead of "nothing is free for these dates".
import { MAX_ROOMS } from "@/provider/contracts/stay-rules";
import type { StaySearch } from "./search-params";

export type PartyMisfit =
  /** Hotels: the guests fit in `rooms` rooms of the city's largest kind (at most MAX_ROOMS), so search for that many. */
  | { kind: "more-rooms"; guests: number; rooms: number; largest: number }
  /** No room count helps (hotels past MAX_ROOMS), or a chalet: none of the city's takes the party. */
  | { kind: "too-many"; guests: number; largest: number };

/** The party's misfit in a city whose largest room or chalet takes `largest` guests; null when the party fits. */
export function partyMisfit(search: StaySearch, largest: number | null): PartyMisfit | null {
  if (!largest) return null;
  const { guests } = search.query;
  if (search.category === "chalet") return guests > largest ? { kind: "too-many", guests, largest } : null;
  if (guests <= largest * search.query.rooms) return null;
  const rooms = Math.ceil(guests / largest);
  return rooms <= MAX_ROOMS ? { kind: "more-rooms", guests, rooms, largest } : { kind: "too-many", guests, largest };
}
