/** scripts/build-stamp.mjs: whether `.next` is a build of the current sources (addresses play no part). */
export const STAMP_FILE: string;
export function sourceStamp(root?: string): string;
export function builtSources(root?: string): string;
export function needsBuild(root?: string): boolean;
export function writeBuildStamp(sources: string, root?: string): void;
