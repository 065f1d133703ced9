/**
 * A package loaded on its first use rather than with the server. fontkit and sharp each cost
 * about 0.1 s of a start that usually reads no font file and draws no picture; required on
 * demand they load when a font is imported or a captcha drawn. Synchronous (CommonJS require), so
 * the sync functions that use them stay sync.
 */
import { createRequire } from "node:module";
import type Sharp from "sharp";
import type { Sharp as Image, SharpInput, SharpOptions } from "sharp";

const require = createRequire(import.meta.url);

export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

const loadSharp = lazyRequire<typeof Sharp>("sharp");
/** sharp, loaded with the first picture the server draws (captcha, avatar, specimen). */
export function sharp(options?: SharpOptions): Image;
export function sharp(input?: SharpInput | SharpInput[], options?: SharpOptions): Image;
export function sharp(...args: [(SharpInput | SharpInput[] | SharpOptions)?, SharpOptions?]): Image {
  return loadSharp()(...(args as Parameters<typeof Sharp>));
}
