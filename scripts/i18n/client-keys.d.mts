// Types of client-keys.mjs.
export function indirectKeys(source: string): Set<string>;
export function keysRead(source: string): { keys: Set<string>; escapes: Set<string> };
export function clientKeys(entry: string): { keys: Set<string>; escapes: Set<string>; files: Map<string, Set<string>> };
