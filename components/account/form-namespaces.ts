import type { Namespace } from "@/lib/i18n/client-messages";

/** What the sign-in, sign-up and password forms' client parts read: the pages send these alone (DynamicPage). */
export const ACCOUNT_FORM_NAMESPACES: readonly Namespace[] = ["Auth", "Validation", "Errors"];
