/** Request-like bodies for tests of streamed writes. */

/** A body arriving in `chunks` pieces of `size` bytes, one piece per read, as a request body does. */
export function chunked(chunks: number, size: number, fill = 7): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(fill));
      else controller.close();
    },
  });
}
