/**
 * The page's script preloads at low fetch priority. React Router links every module a page needs
 * (`<link rel="modulepreload">`, React hoists them into the head), and a browser fetches those at
 * high priority, in competition with the document and the first screen's images. The server has
 * already rendered the page, so the scripts only make it interactive: on a slow phone network the
 * page should paint first (bench/README.md, Lighthouse). The tags are React Router's, so their
 * attribute is added on the way out; the carried tail keeps a tag split across two chunks whole.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityScripts(): Transform {
  let carry = "";
  // A chunk may also end inside a character (Chinese text is 3 bytes a character in UTF-8).
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // Hold back a tail that could be the start of a tag cut by the chunk boundary.
      let keep = 0;
      for (let n = Math.min(TAG.length - 1, text.length); n > 0; n--) {
        if (TAG.startsWith(text.slice(text.length - n))) {
          keep = n;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(TAG, LOW));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}
