/** Server-wide secrets kept in the database, so every process behind the load balancer shares them. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { appSecrets } from "#server/db/schema-accounts";

const cache = new Map<string, Promise<Buffer>>();

/** The named secret, created on first use (32 random bytes); the first writer wins. */
export function getSecret(db: Db, name: string): Promise<Buffer> {
  let secret = cache.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("hex") }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, "hex");
    })();
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}
