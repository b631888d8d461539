import type { Namespace } from "@/lib/i18n/client-messages";

/** What the client parts of a hotel's or chalet's cached page read: the gallery, the heart, the dates' calendar. */
export const STAY_PAGE_NAMESPACES: readonly Namespace[] = ["StayDetails", "Favorites", "DatePicker"];
