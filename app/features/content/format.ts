/** 2025-03-18T00:00:00Z → 2025-03-18 (dates are shown as the day they were published, in China). */
export function formatDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
}

/** 75 → 1:15 */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
