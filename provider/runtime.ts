// What a provider process starts with, embedded in the app or standalone: the database (migrated and seeded when
// embedded), the uploads' storage settings checked, and the minute sweep that gives back the inventory of holds nobody came back to.
import { startHoldSweeper } from "./bookings/hold-sweeper";
import { checkSharedSecrets } from "./config";
import { getDatabase } from "./db/client";
import { uploadStorageConfig } from "./uploads/storage-config";

export async function startProvider(): Promise<{ kind: string }> {
  checkSharedSecrets();
  // A mistake in the uploads' storage stops the start, naming the variable (not the first picture upload).
  uploadStorageConfig();
  const { kind } = await getDatabase();
  startHoldSweeper();
  return { kind };
}
