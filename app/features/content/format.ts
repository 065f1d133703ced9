/** 2025-03-18T00:00:00Z → 2025-03-18 (dates are shown as the day they were published, in China). */
export function formatDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
}

/** 75 → 1:15 (shared with the console's video editor, hence in lib/). */
export { formatDuration } from "#app/lib/duration";
