// What a provider process starts with, embedded in the app or standalone: the database (migrated and seeded when
// embedded) and the minute sweep that gives back the inventory of holds nobody came back to.
import { startHoldSweeper } from "./bookings/hold-sweeper";
import { checkSharedSecrets } from "./config";
import { getDatabase } from "./db/client";

export async function startProvider(): Promise<{ kind: string }> {
  checkSharedSecrets();
  const { kind } = await getDatabase();
  startHoldSweeper();
  return { kind };
}
