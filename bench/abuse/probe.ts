/**
 * One hostile input of bench/abuse: the runner starts the site, then for each probe watches
 * /healthz (worst latency) and the server's RSS while `run` sends the input, and prints one line.
 * Probes live in bench/abuse/probes/<area>.ts, each file exporting `probes: AbuseProbe[]`.
 */
export interface AbuseContext {
  /** The running site, e.g. http://127.0.0.1:3300 (no trailing slash). */
  base: string;
  /** A font id of the demo catalogue (for /css2, subset and font calls). */
  fontId: number;
}

export interface AbuseProbe {
  /** What is sent, in a few words (shown in the table). */
  name: string;
  /** Sends the input; resolves with what the site answered, in one short line (status and message). */
  run(ctx: AbuseContext): Promise<string>;
}
