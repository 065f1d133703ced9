/**
 * Signed links and grants: an HMAC-SHA256 of what the link allows, under a server-wide secret per
 * purpose (./secrets.ts), so any process can check what another made and no client can forge or
 * alter one. Used by font downloads, collection zips, upload grants and the favourites' sort
 * token; each caller decides what the payload holds (ids, the user, the expiry) and what a
 * refusal says.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "#server/db/client";
import { getSecret } from "./secrets";

export type SignedPurpose = "downloads" | "collection-zip" | "uploads" | "favorites";

/** The signature of `payload` for `purpose` (base64url, 43 characters). */
export async function makeSignature(db: Db, purpose: SignedPurpose, payload: string): Promise<string> {
  return createHmac("sha256", await getSecret(db, purpose)).update(payload).digest("base64url");
}

/** Whether `given` is the signature of `payload`, compared in constant time. */
export async function checkSignature(db: Db, purpose: SignedPurpose, payload: string, given: string): Promise<boolean> {
  const expected = Buffer.from(await makeSignature(db, purpose, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The expiry, in Unix seconds, of a link made now that lives `ttlSeconds`. */
export const expiresIn = (ttlSeconds: number, nowMs = Date.now()) => Math.floor(nowMs / 1000) + ttlSeconds;
