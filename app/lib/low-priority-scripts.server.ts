/**
 * The page's script preloads at low fetch priority. React Router links every module a page needs
 * (`<link rel="modulepreload">`, React hoists them into the head), and a browser fetches those at
 * high priority, in competition with the document and the first screen's images. The server has
 * already rendered the page, so the scripts only make it interactive: on a slow phone network the
 * page should paint first (bench/README.md, Lighthouse; docs/decisions/013). The tags are React
 * Router's, so their attribute is added on the way out, on the bytes: a tag cut by a chunk
 * boundary is held back until the next chunk completes it.
 */
import { Transform } from "node:stream";

const TAG = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

export function lowPriorityScripts(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = bytes.indexOf(TAG); at !== -1; at = bytes.indexOf(TAG, from)) {
        parts.push(bytes.subarray(from, at + TAG.length), LOW);
        from = at + TAG.length;
      }
      // Hold back a tail that could be the start of a tag cut by the chunk boundary.
      let keep = 0;
      for (let n = Math.min(TAG.length - 1, bytes.length - from); n > 0; n--) {
        if (bytes.subarray(bytes.length - n).equals(TAG.subarray(0, n))) {
          keep = n;
          break;
        }
      }
      parts.push(bytes.subarray(from, bytes.length - keep));
      carry = Buffer.from(bytes.subarray(bytes.length - keep));
      callback(null, parts.length === 1 ? parts[0] : Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}
