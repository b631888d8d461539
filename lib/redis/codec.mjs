// Cache values as bytes for Redis. What Next stores holds Buffers (a page's RSC payload, a route's body, a 'use cache'
// entry's bytes) and Maps (a page's per-segment payloads), which JSON alone turns into `{type, data: [...]}` and `{}`;
// it also holds Infinity (a lifetime that never ends), which JSON turns into null.
//
// The frame: a 4-byte tag, the length of a JSON text (4 bytes, big-endian), that text, then every binary part back to
// back. In the JSON a Buffer is `{"\u0000b": [offset, length]}` into the binary parts, a Map `{"\u0000m": [[k, v]…]}`
// and a number JSON cannot hold `{"\u0000n": "Infinity"}`. Strings (a page's HTML) stay UTF-8 text; bytes are never
// base64'd. A value that is not a frame of this version decodes to undefined (a cache miss), never an exception.
const MAGIC = Buffer.from("RC1\n");
const BYTES = "\u0000b";
const MAP = "\u0000m";
const NUMBER = "\u0000n";

/** @param {unknown} value @returns {Buffer} */
export function encodeValue(value) {
  /** @type {Uint8Array[]} */
  const parts = [];
  let offset = 0;
  const json = JSON.stringify(value, function replace(key, replaced) {
    // `this[key]` is the value before toJSON (Buffer.prototype.toJSON has already run on `replaced`).
    const original = /** @type {Record<string, unknown>} */ (this)[key];
    if (original instanceof Uint8Array) {
      parts.push(original);
      offset += original.byteLength;
      return { [BYTES]: [offset - original.byteLength, original.byteLength] };
    }
    if (original instanceof Map) return { [MAP]: [...original.entries()] };
    if (typeof original === "number" && !Number.isFinite(original)) return { [NUMBER]: String(original) };
    return replaced;
  });
  const text = Buffer.from(json ?? "null", "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.byteLength);
  return Buffer.concat([MAGIC, length, text, ...parts]);
}

/** @param {Buffer | null | undefined} frame @returns {unknown} undefined when `frame` is not a value encodeValue made */
export function decodeValue(frame) {
  if (!frame || frame.byteLength < 8 || !frame.subarray(0, 4).equals(MAGIC)) return undefined;
  const textEnd = 8 + frame.readUInt32BE(4);
  if (textEnd > frame.byteLength) return undefined;
  const binary = frame.subarray(textEnd);
  try {
    return JSON.parse(frame.toString("utf8", 8, textEnd), (_key, value) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      if (BYTES in value) {
        const [start, length] = value[BYTES];
        if (start + length > binary.byteLength) throw new RangeError("truncated cache value");
        // A copy, so the entry never pins the whole frame (and no caller writes into Redis's reply by accident).
        return Buffer.from(binary.subarray(start, start + length));
      }
      if (MAP in value) return new Map(value[MAP]);
      if (NUMBER in value) return Number(value[NUMBER]);
      return value;
    });
  } catch {
    return undefined;
  }
}
