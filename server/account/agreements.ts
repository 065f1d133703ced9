/**
 * Agreements a user accepted, kept per account: the font agreement before the first download
 * (server/api/downloads.ts, collection zips in server/api/content.ts). The user info says whether
 * it was accepted, so the page shows the agreement before asking for a download, not after a
 * refused call.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementAcceptances } from "#server/db/schema-accounts";

export const FONT_AGREEMENT = "font";

export async function hasAccepted(db: Db, userId: number, agreement = FONT_AGREEMENT): Promise<boolean> {
  const [row] = await db
    .select({ userId: agreementAcceptances.userId })
    .from(agreementAcceptances)
    .where(and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.agreement, agreement)));
  return Boolean(row);
}

export async function accept(db: Db, userId: number, agreement = FONT_AGREEMENT): Promise<void> {
  await db.insert(agreementAcceptances).values({ userId, agreement }).onConflictDoNothing();
}
