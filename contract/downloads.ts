/**
 * The query schemas of the signed downloads (a font file, a collection's zip) and of the calls
 * that hand out their links: one definition for the routers and the OpenAPI description.
 */
import { z } from "zod";
import { id, idQuery } from "./validators";
import { MESSAGES } from "./messages";

/** `agree=1` records the font agreement before the first link (docs/security.md). */
const agree = z.enum(["0", "1"], { error: "agree 只能是 0 或 1" }).optional();

/** get-download-url and download-font-zip-url: what to download, and the agreement. */
export const downloadUrlQuery = idQuery.extend({ agree });

const expires = z.coerce.number({ error: MESSAGES.linkInvalid }).int(MESSAGES.linkInvalid);
const sig = z.string({ error: MESSAGES.linkInvalid }).max(100, MESSAGES.linkInvalid);

/** The signature of a font download link: the member, the expiry (Unix seconds) and the HMAC. */
export const SIGNED_DOWNLOAD_PARAMS = ["u", "expires", "sig"] as const;
export const signedDownloadQuery = z.object({ u: id, expires, sig });

/** The signature of a collection zip link: the expiry (Unix seconds) and the HMAC. */
export const signedZipQuery = z.object({ expires, sig });
