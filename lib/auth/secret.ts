import "server-only";

/** Matches the provider token's lifetime, so a live session always holds a live token. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

export function authSecret(): string {
  const value = process.env.NEXTAUTH_SECRET;
  if (!value) {
    throw new Error("NEXTAUTH_SECRET is not set: start the app with `npm start` or `npm run dev`, which generate it.");
  }
  return value;
}
