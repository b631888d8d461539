export function physicalCssLines(css: string): { line: number; text: string }[];
