export function isPhysicalClass(token: string, options?: { open?: boolean }): boolean;
export function findPhysicalClasses(text: string, options?: { openEnd?: boolean }): string[];
