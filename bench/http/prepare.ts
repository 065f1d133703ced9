/**
 * Prepares a data folder for the HTTP benchmark the way a first start does (migrations, seeds,
 * the demo catalogue from the system's fonts), plus one registered user with a password and a
 * live token for the signed-in pages. Runs while no server holds the folder (PGlite is
 * single-process); the server started afterwards finds everything done. With DATABASE_URL set
 * (WEB_CONCURRENCY runs), the same is done in that PostgreSQL database.
 */
import fs from "node:fs";
import { openRuntime } from "#server/runtime";
import pino from "pino";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config";
import { ensureCatalogue } from "#server/fonts/catalogue";
import { users } from "#server/db/schema-accounts";
import { hashPassword } from "#server/auth/password";
import { issueToken } from "#server/auth/tokens";

export const BENCH_ACCOUNT = { email: "bench@example.com", password: "bench-pass-2024", nickname: "压测用户" };

export interface Prepared {
  token: string;
}

export async function prepareDataDir(dataDir: string): Promise<Prepared> {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: process.env.DATABASE_URL ?? "" });
  const logger = pino({ level: "warn" });
  const { database, store } = await openRuntime(config);
  try {
    await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
    const db = database.db;
    let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ACCOUNT.email));
    if (!user) {
      [user] = await db
        .insert(users)
        .values({ email: BENCH_ACCOUNT.email, nickname: BENCH_ACCOUNT.nickname, passwordHash: await hashPassword(BENCH_ACCOUNT.password) })
        .returning({ id: users.id });
    }
    const { token } = await issueToken(db, user.id, { userAgent: "bench/http" });
    return { token };
  } finally {
    await database.close();
  }
}
