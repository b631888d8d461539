// What a provider process starts with, embedded in the app or standalone: the database (migrated and seeded when
// embedded), the uploads' storage settings checked, and the job queue's workers (mail deliveries, the hold sweep that
// gives back the inventory of holds nobody came back to).
import { checkSharedSecrets, sellerConfig, travellersKey } from "./config";
import { closeDatabase, getDatabase } from "./db/client";
import { mailRetryOptions } from "./jobs/mail-job";
import { startJobWorkers, stopJobWorkers } from "./jobs/workers";
import { uploadStorageConfig } from "./uploads/storage-config";

export async function startProvider(): Promise<{ kind: string }> {
  checkSharedSecrets();
  // The passport numbers' key: one of the wrong length stops the start, naming TRAVELLERS_KEY.
  travellersKey();
  // A mistake in the uploads' storage stops the start, naming the variable (not the first picture upload).
  uploadStorageConfig();
  // Likewise the mails' retry settings (before, a bad one failed every write that mails, with a 500).
  mailRetryOptions();
  // And the invoices' seller: a wrong VAT number stops the start, not the first payment.
  sellerConfig();
  const handle = await getDatabase();
  await startJobWorkers(handle);
  return { kind: handle.kind };
}

/**
 * The end of a graceful shutdown, after the last request: the workers stop taking jobs (waiting up to `timeoutMs` for
 * a running one; one cut short is retried by another process), then the database's pool closes.
 */
export async function stopProvider(timeoutMs: number): Promise<void> {
  await stopJobWorkers(timeoutMs);
  await closeDatabase();
}
