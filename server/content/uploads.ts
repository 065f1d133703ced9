/**
 * Font submissions (/contribute). getSTSToken grants one key prefix for a short time, signed
 * with a server secret (no table: the grant carries its prefix and expiry). The browser PUTs each
 * file to the granted URL; the server accepts only keys under the prefix, before the expiry,
 * within the size limit, streamed to the store. saveSubmission then parses every uploaded file as
 * a font and refuses the submission if any is not one: after the rate limit, in a font-parsing
 * worker with time and memory limits (server/fonts/parse-pool.ts,
 * docs/decisions/011-untrusted-font-parsing.md). Grants and uploaded bytes are limited per address
 * and site-wide, and what is never submitted is swept (./upload-limits.ts).
 */
import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client";
import { submissions, type SubmissionFile } from "#server/db/schema-content";
import type { ObjectStore } from "#server/storage/store";
import { isSafeKey, ObjectTooLargeError } from "#server/storage/store";
import { checkSignature, expiresIn, makeSignature } from "#server/auth/signed-links";
import { ApiError } from "#server/errors";
import { FontFileError } from "#server/fonts/font-file-error";
import { fontParser, FontParserBusyError, type FontParser } from "#server/fonts/parse-pool";
import { CONTENT_MESSAGES, UPLOAD_MAX_MB, type SubmissionInput, type UploadGrant } from "#contract/content";
import { limitPosts } from "./board";
import { limitGrants, recordGrant, reserveUpload } from "./upload-limits";
import { DEFAULT_UPLOAD_PENDING_MB } from "#server/config";
import { API_PATHS } from "#contract/api-paths";

/** A grant lives 30 minutes: time to upload 10 × 50 MB on a slow line, too short to hoard. */
export const GRANT_TTL_S = 30 * 60;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

interface GrantBody {
  p: string;
  e: number;
}

/** The grant's prefix, or a 403 when it is forged, or expired (unless `allowExpired`). */
export async function verifyGrant(db: Db, grant: string): Promise<GrantBody> {
  const [payload, sig] = grant.split(".");
  if (!payload || !sig) throw new ApiError(403, CONTENT_MESSAGES.uploadDenied);
  if (!(await checkSignature(db, "uploads", payload, sig))) throw new ApiError(403, CONTENT_MESSAGES.uploadDenied);
  const body = JSON.parse(Buffer.from(payload, "base64url").toString()) as GrantBody;
  if (body.e < Date.now() / 1000) throw new ApiError(403, CONTENT_MESSAGES.uploadExpired);
  return body;
}

function checkKey(prefix: string, key: string) {
  if (!key.startsWith(prefix)) throw new ApiError(403, CONTENT_MESSAGES.keyOutsideGrant);
  const name = key.slice(prefix.length);
  if (!name || name.includes("/") || !isSafeKey(key)) throw new ApiError(400, CONTENT_MESSAGES.badFileName);
}

export interface UploadServiceDeps {
  db: Db;
  store: ObjectStore;
  apiBase: string;
  parser?: FontParser;
  /** UPLOAD_PENDING_MB in bytes: what unsubmitted uploads may hold, all addresses together. */
  uploadPendingBytes?: number;
}

export function createUploadService({ db, store, apiBase, parser, uploadPendingBytes = DEFAULT_UPLOAD_PENDING_MB * 1024 * 1024 }: UploadServiceDeps) {
  return {
    async grant(who: { ip: string }): Promise<UploadGrant> {
      await limitGrants(db, who.ip);
      const prefix = `uploads/${new Date().toISOString().slice(0, 10)}/${randomBytes(12).toString("hex")}/`;
      const expires = expiresIn(GRANT_TTL_S);
      const payload = Buffer.from(JSON.stringify({ p: prefix, e: expires })).toString("base64url");
      const grant = `${payload}.${await makeSignature(db, "uploads", payload)}`;
      await recordGrant(db, { prefix, ip: who.ip, expiresAt: new Date(expires * 1000) });
      const post = await store.presignPost?.({ prefix, maxBytes: UPLOAD_MAX_BYTES, expiresS: GRANT_TTL_S });
      return { prefix, expired: GRANT_TTL_S, grant, uploadUrl: `${apiBase}${API_PATHS.upload}?grant=${encodeURIComponent(grant)}`, maxBytes: UPLOAD_MAX_BYTES, ...(post ? { post } : {}) };
    },

    /**
     * One PUT of the browser: checked grant and key, its size reserved from the limits (the
     * announced length, or the largest allowed), then streamed to the store, which keeps nothing
     * over UPLOAD_MAX_BYTES; what was not used is given back.
     */
    async put(grant: string, key: string, body: ReadableStream<Uint8Array>, o: { ip: string; declaredBytes?: number }): Promise<{ key: string; size: number }> {
      const { p, e } = await verifyGrant(db, grant);
      checkKey(p, key);
      if ((o.declaredBytes ?? 0) > UPLOAD_MAX_BYTES) throw new ApiError(413, CONTENT_MESSAGES.uploadTooLarge(UPLOAD_MAX_MB));
      const reservation = await reserveUpload(db, {
        prefix: p,
        ip: o.ip,
        expiresAt: new Date(e * 1000),
        bytes: o.declaredBytes ?? UPLOAD_MAX_BYTES,
        pendingMaxBytes: uploadPendingBytes,
      });
      let size: number;
      try {
        ({ size } = await store.putStream(key, body, { contentType: "application/octet-stream", maxBytes: UPLOAD_MAX_BYTES }));
      } catch (error) {
        await reservation.settle(0);
        if (error instanceof ObjectTooLargeError) throw new ApiError(413, CONTENT_MESSAGES.uploadTooLarge(UPLOAD_MAX_MB));
        throw error;
      }
      if (size === 0) {
        await store.delete(key);
        await reservation.settle(0);
        throw new ApiError(400, CONTENT_MESSAGES.uploadEmpty);
      }
      await reservation.settle(size);
      return { key, size };
    },

    async save(input: Required<SubmissionInput>, who: { ip: string; userId: number | null }): Promise<{ id: number; files: SubmissionFile[] }> {
      const { p } = await verifyGrant(db, input.grant);
      // Each key once, named as the visitor named the file (input.names, in the order of keys).
      const uploads = new Map<string, string>();
      input.keys.forEach((key, i) => {
        checkKey(p, key);
        if (!uploads.has(key)) uploads.set(key, input.names[i] || key.slice(p.length));
      });
      // The rate limit before any file is read or parsed: a refused post costs nothing.
      await limitPosts(db, "submission", who);
      const files: SubmissionFile[] = [];
      for (const [key, name] of uploads) {
        let size = 0;
        try {
          // Read when a parse worker is free, so waiting submissions hold no file in memory.
          const parsed = await (parser ?? fontParser()).parse(async () => {
            const bytes = await store.read(key);
            if (!bytes) throw new ApiError(400, CONTENT_MESSAGES.uploadMissing(name));
            size = bytes.byteLength;
            return bytes;
          });
          const face = parsed.faces[0];
          files.push({ key, name, size, format: parsed.format, family: face.familyNameZh ?? face.familyNameEn });
        } catch (error) {
          if (error instanceof FontParserBusyError) throw new ApiError(503, CONTENT_MESSAGES.parserBusy);
          if (!(error instanceof FontFileError)) throw error;
          // A non-font is not kept either.
          await store.delete(key);
          throw new ApiError(400, CONTENT_MESSAGES.notAFont(name, error.message));
        }
      }
      const [row] = await db
        .insert(submissions)
        .values({ contact: input.contact, fontName: input.fontName, license: input.license, note: input.note, files, userId: who.userId, ip: who.ip })
        .returning({ id: submissions.id });
      return { id: row.id, files };
    },
  };
}
