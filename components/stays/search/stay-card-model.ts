// What a stay card of the results shows, as texts formatted on the server (stay-card-text.ts) and laid out by the
// client cards (stay-cards.tsx). Kept apart from both so the client bundle imports only these types.
import type { getImageProps } from "next/image";
import type { PricedText } from "@/lib/format/priced-text";

/** The picture's <img> attributes as Next's image optimizer gives them (srcset at the widths the layout needs). */
export type PhotoProps = ReturnType<typeof getImageProps>["props"];

type CardBase = {
  /** The stay's page with the search's dates and party. */
  href: string;
  name: string;
  photo: PhotoProps | null;
  /** The guests' score as shown ("8.7") and as said, when the stay has reviews. */
  rating: [shown: string, said: string] | null;
  /** Up to four amenities by name, and how many more. */
  amenities: { named: string[]; more: number };
  /** "Free cancellation until 3 Dec, 16:00", or "Non-refundable". */
  cancellation: { free: boolean; text: string };
  price: { perNight: number; perNightLabel: string; total: PricedText; taxesIncluded: string } | null;
};

export type HotelCardModel = CardBase & {
  kind: "hotel";
  stars: { count: number; label: string };
  city: string;
  landmark: string;
  room: string;
  board: string;
  /** "Only 2 rooms left", when few are. */
  roomsLeft: string | null;
};

export type ChaletCardModel = CardBase & {
  kind: "chalet";
  /** "Al Nakheel, Riyadh". */
  where: string;
  capacity: string;
  bedrooms: string;
  privatePool: string | null;
  /** The Thursday–Friday price, when it differs from the weeknights'. */
  weekendPrice: PricedText | null;
};

export type StayCardModel = HotelCardModel | ChaletCardModel;
