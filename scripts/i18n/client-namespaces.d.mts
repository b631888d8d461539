// Types of client-namespaces.mjs.
export const OPTIONAL_NAMESPACES: Set<string>;
export function resolveImport(specifier: string, fromFile: string): string | null;
export function importsOf(source: string): string[];
export function namespacesRead(source: string): Set<string>;
export function clientNamespaces(entry: string): { required: Set<string>; optional: Set<string>; files: Map<string, Set<string>> };
export function reachableClientModules(entry: string): string[];
