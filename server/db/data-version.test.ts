/** The data version: bumped by writes to shown tables, in any statement; not by sign-ins. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "./client";
import { seed } from "./seed";
import { friendLinks } from "./schema";
import { authTokens, users } from "./schema-accounts";
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
  it("changes with every write to site data and not with sign-in tokens", async () => {
    const db = handle.db;
    const v0 = await readDataVersion(db);
    await db.insert(friendLinks).values({ name: "测试链接", url: "https://example.com", sort: 1 });
    const v1 = await readDataVersion(db);
    expect(v1).not.toBe(v0);
    const [user] = await db.insert(users).values({ email: "v@example.com", nickname: "版本" }).returning({ id: users.id });
    const v2 = await readDataVersion(db);
    expect(v2).not.toBe(v1);
    await db.insert(authTokens).values({ userId: user.id, tokenHash: "x".repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    expect(await readDataVersion(db)).toBe(v2);
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
