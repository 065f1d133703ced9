/**
 * The board's seed (content/board.json): questions visitors of a Chinese font library ask and
 * the site's answers, written into board_messages as replied messages so a new site's /contact
 * shows a board (docs/decisions/030-board-seed-and-restore.md). Each seeded row carries its
 * entry's slug in `contact` behind SEED_CONTACT; a visitor's contact is always a checked mobile
 * number or e-mail address (contract/validators.ts contactAccount), so no visitor's message can
 * ever look seeded, and the load never reads, rewrites or removes one.
 *
 * Idempotent like the rest of the load: a missing entry is inserted, a changed one rewritten, an
 * unchanged one left alone, one whose entry is gone removed. A seeded message staff moderated in
 * the console (hidden, marked spam, or answered anew) is theirs from then on: the load keeps it as
 * it is, as it keeps content items the console edited (docs/decisions/026-console-content.md).
 * board_messages bumps no data version (a private table, server/db/data-version.ts); the load's
 * own record in content_loads, written in the same transaction, does, so cached /contact pages
 * follow.
 */
import { eq, like } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { boardMessages } from "#server/db/schema-content";
import { SEED_CONTACT } from "#contract/board";
import type { BoardSeed } from "./sources";


export interface BoardSeedSummary {
  written: number;
  unchanged: number;
  removed: number;
  /** Seeded messages the console moderated: left as they are. */
  kept: number;
}

type Row = typeof boardMessages.$inferSelect;

/** Staff acted on it in the console: the load leaves it alone. */
const moderated = (row: Row) => row.status !== "replied" || row.repliedBy !== null;

function valuesOf(seed: BoardSeed) {
  return {
    kind: "message",
    name: seed.name,
    contact: `${SEED_CONTACT}${seed.slug}`,
    content: seed.content,
    createdAt: seed.createdAt,
    status: "replied",
    reply: seed.reply,
    repliedAt: seed.repliedAt ?? seed.createdAt,
  };
}

const same = (row: Row, v: ReturnType<typeof valuesOf>) =>
  row.kind === v.kind && row.name === v.name && row.content === v.content && row.reply === v.reply && row.createdAt.getTime() === v.createdAt.getTime() && row.repliedAt?.getTime() === v.repliedAt.getTime();

/** Writes `seeds` into the board, inside the load's transaction `tx`. */
export async function applyBoardSeed(tx: Db, seeds: BoardSeed[]): Promise<BoardSeedSummary> {
  const summary: BoardSeedSummary = { written: 0, unchanged: 0, removed: 0, kept: 0 };
  // The prefix holds no LIKE wildcard ("%" or "_"); the slug after it is matched in code.
  const rows = await tx.select().from(boardMessages).where(like(boardMessages.contact, `${SEED_CONTACT}%`));
  const bySlug = new Map(rows.map((r) => [r.contact.slice(SEED_CONTACT.length), r]));
  for (const seed of seeds) {
    const row = bySlug.get(seed.slug);
    bySlug.delete(seed.slug);
    const values = valuesOf(seed);
    if (!row) {
      await tx.insert(boardMessages).values(values);
      summary.written++;
    } else if (moderated(row)) summary.kept++;
    else if (same(row, values)) summary.unchanged++;
    else {
      await tx.update(boardMessages).set(values).where(eq(boardMessages.id, row.id));
      summary.written++;
    }
  }
  // Entries gone from the file: their messages leave the board, unless staff moderated them.
  for (const row of bySlug.values()) {
    if (moderated(row)) summary.kept++;
    else {
      await tx.delete(boardMessages).where(eq(boardMessages.id, row.id));
      summary.removed++;
    }
  }
  return summary;
}
