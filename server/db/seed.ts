/**
 * Seeding: each step runs once per database, recorded in seed_runs. A step claims its row in
 * the same transaction as its inserts, so two processes starting together seed it once.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { seedRuns } from "./schema-site";
import { siteSeed } from "./seed-site";

export interface SeedStep {
  name: string;
  run(tx: Db): Promise<void>;
}

export const SEED_STEPS: SeedStep[] = [siteSeed];

/** Runs the steps not yet applied; answers the names it ran. */
export async function seed(db: Db, steps: SeedStep[] = SEED_STEPS): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const applied = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await step.run(tx as unknown as Db);
      return true;
    });
    if (applied) ran.push(step.name);
  }
  return ran;
}

export async function appliedSeeds(db: Db): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`select name from seed_runs order by name`);
  return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}
