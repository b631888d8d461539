// Types of validation-codes.mjs.
export function codesSpelled(source: string): Set<string>;
