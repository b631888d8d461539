// Work that runs after the answer has gone out. The account mail endpoints use it so that their answer takes the
// same path, and so the same time, whether or not the email belongs to an account: looking the account up,
// creating a token and writing the mail all happen here, never before the answer.
import { errorText, log } from "../observe/log";

const jobs = new Set<Promise<void>>();

/** Runs `job` on a later turn of the event loop; a failure is logged, never thrown at a request. */
export function defer(label: string, job: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(job)
    .catch((error: unknown) => log().error({ job: label, err: errorText(error) }, "deferred job failed"))
    .finally(() => jobs.delete(run));
  jobs.add(run);
}

/** Jobs scheduled or running. */
export function deferredCount(): number {
  return jobs.size;
}

/** Waits until every deferred job (including ones they schedule) has finished: tests, and a graceful shutdown. */
export async function settleDeferred(): Promise<void> {
  while (jobs.size) await Promise.allSettled([...jobs]);
}
