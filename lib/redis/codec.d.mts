// Types of codec.mjs.
export function encodeValue(value: unknown): Buffer;
export function decodeValue(frame: Buffer | null | undefined): unknown;
