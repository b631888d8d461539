/** Namespaces the layout's own client parts use (navbar menus, drawer, currency switch, toasts, error panel). */
export const LAYOUT_NAMESPACES = ["Nav", "Currency", "ErrorPanel"] as const;

export type LayoutNamespace = (typeof LAYOUT_NAMESPACES)[number];

/** Every string of those namespaces by its dotted key ("Nav.brand", "Currency.names.SAR"), placeholders kept. */
export type LayoutText = Record<string, string>;
