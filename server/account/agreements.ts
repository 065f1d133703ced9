/**
 * Agreements a user accepted, kept per account with the version accepted: the font agreement
 * before the first download (server/downloads/service.ts, collection zips in server/content/service.ts).
 * A changed agreement (a new FONT_AGREEMENT_VERSION) is accepted again once. The user info says
 * whether the current version was accepted, so the page shows the agreement before asking for a
 * download, not after a refused call; each download's receipt keeps the version accepted.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementAcceptances } from "#server/db/schema-downloads";
import { FONT_AGREEMENT_VERSION } from "#contract/licenses";
import { ApiError } from "#server/errors";

export const FONT_AGREEMENT = "font";

/** The font agreement version a user accepted ("" if none). */
export async function acceptedVersion(db: Db, userId: number, agreement = FONT_AGREEMENT): Promise<string> {
  const [row] = await db
    .select({ version: agreementAcceptances.version })
    .from(agreementAcceptances)
    .where(and(eq(agreementAcceptances.userId, userId), eq(agreementAcceptances.agreement, agreement)));
  return row?.version ?? "";
}

/** Whether the user accepted the current version. */
export async function hasAccepted(db: Db, userId: number): Promise<boolean> {
  return (await acceptedVersion(db, userId)) === FONT_AGREEMENT_VERSION;
}

/** Records the current version as accepted (again, when an older one was). */
export async function accept(db: Db, userId: number): Promise<void> {
  await db
    .insert(agreementAcceptances)
    .values({ userId, agreement: FONT_AGREEMENT, version: FONT_AGREEMENT_VERSION })
    .onConflictDoUpdate({
      target: [agreementAcceptances.userId, agreementAcceptances.agreement],
      set: { version: FONT_AGREEMENT_VERSION, acceptedAt: sql`now()` },
    });
}

/**
 * Records the font agreement (its current version) when `agree`, else refuses unless the user
 * accepted the current version before (fonts and collection zips alike): a changed agreement is
 * accepted again once.
 */
export async function requireFontAgreement(db: Db, userId: number, agree: boolean): Promise<void> {
  if (agree) return accept(db, userId);
  if (!(await hasAccepted(db, userId))) throw new ApiError(400, "请先阅读并同意《字体使用协议》", "AGREEMENT_REQUIRED");
}
