/** The data version: bumped by writes to shown tables, in any statement; not by sign-ins nor by a member's own data. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "./client";
import { seed } from "./seed";
import { sql } from "drizzle-orm";
import { authTokens, users } from "./schema-accounts";
import { boardMessages, uploadGrants } from "./schema-content";
import { fontFamilies, subsetFiles } from "./schema-fonts";
import { favorites } from "./schema-personal";
import { friendLinks } from "./schema-site";
import { freshReader, installDataVersion, memoByVersion, readDataVersion } from "./data-version";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
  await installDataVersion(handle.db);
  // Installing twice (a restart, a second process) changes nothing.
  await installDataVersion(handle.db);
});
afterAll(() => handle.close());

describe("data version", () => {
  it("changes with every write to site data, not with sign-ins nor with what only its member sees", async () => {
    const db = handle.db;
    const v0 = await readDataVersion(db);
    await db.insert(friendLinks).values({ name: "测试链接", url: "https://example.com", sort: 1 });
    const v1 = await readDataVersion(db);
    expect(v1).not.toBe(v0);
    // A member's account, favourites and sign-in, and a board message: no public page shows them.
    const [user] = await db.insert(users).values({ email: "v@example.com", nickname: "版本" }).returning({ id: users.id });
    await db.insert(authTokens).values({ userId: user.id, tokenHash: "x".repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    const [group] = await db.insert(favorites).values({ userId: user.id, kind: "group", name: "收藏" }).returning({ id: favorites.id });
    await db.update(favorites).set({ name: "改名" }).where(sql`${favorites.id} = ${group.id}`);
    await db.update(users).set({ nickname: "新昵称" }).where(sql`${users.id} = ${user.id}`);
    await db.insert(boardMessages).values({ name: "访客", contact: "x", content: "留言" });
    // Every subset made and every upload grant is recorded (docs/decisions/012): no page shows them.
    await db.insert(subsetFiles).values({ hash: "h".repeat(64), fontKey: "fonts/x.ttf", fontSha256: "x", faceIndex: 0, codePoints: "4e00", ext: "ttf", objectBytes: 1 });
    await db.update(subsetFiles).set({ lastUsedAt: new Date() });
    await db.insert(uploadGrants).values({ prefix: "uploads/x/", ip: "local", expiresAt: new Date() });
    expect(await readDataVersion(db)).toBe(v1);
    // A public figure those writes move lives in a catalogue table, and does bump.
    await db.update(fontFamilies).set({ favorites: sql`${fontFamilies.favorites} + 1` });
    expect(await readDataVersion(db)).not.toBe(v1);
  });

  it("takes the trigger off a table an older version bumped for", async () => {
    const db = handle.db;
    await db.execute(
      sql.raw(`create or replace trigger data_version_bump after insert or update or delete or truncate on "favorites" for each statement execute function bump_data_version()`),
    );
    await installDataVersion(db);
    const before = await readDataVersion(db);
    await db.update(favorites).set({ name: "再改名" });
    expect(await readDataVersion(db)).toBe(before);
  });

  it("memoises a read per version and forgets failures", async () => {
    let version = "1";
    let calls = 0;
    const read = memoByVersion(async (n: number) => {
      calls++;
      if (n < 0) throw new Error("负数");
      return n * 2;
    }, async () => version);
    expect(await read(2)).toBe(4);
    expect(await read(2)).toBe(4);
    expect(calls).toBe(1);
    version = "2";
    expect(await read(2)).toBe(4);
    expect(calls).toBe(2);
    await expect(read(-1)).rejects.toThrow("负数");
    await expect(read(-1)).rejects.toThrow("负数");
    expect(calls).toBe(4);
  });

  it("freshReader never answers a read begun before the call", async () => {
    let value = 0;
    const pending: (() => void)[] = [];
    // A read sees the value as of its start, like a database snapshot.
    const read = freshReader(() => {
      const seen = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    });
    const first = read();
    value = 1; // a write commits while the first read is in flight
    const second = read();
    const third = read();
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    pending.shift()!();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(pending).toHaveLength(0);
  });
});
