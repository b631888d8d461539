// Sign-in and sign-out tidy the offline documents (lib/offline/session.ts) before they leave the page, but never wait on
// it for long: a cache or service-worker call that stalls (a worker still installing on a busy machine) must not leave
// the traveller on "Signing in…". What is not done by then is done by the next page's session read.

/** How long sign-in and sign-out wait for the offline documents to follow the session. */
export const OFFLINE_TIDY_MS = 1_500;

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number = OFFLINE_TIDY_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
