/**
 * What uploads may cost the disk (server/content/upload-limits.ts, docs/decisions/012): grants and
 * bytes per address (429 + Retry-After, in Chinese), a site-wide bound on unsubmitted bytes
 * (503), and the sweep of what expired grants left unsubmitted, while submitted files stay.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { readSystemFont } from "#tests/fixtures/fonts/fixtures";
import { fsStore } from "#server/storage/fs-store";
import { reserveUpload, sweepUploads, SWEEP_GRACE_MS, UPLOAD_LIMITS } from "#server/content/upload-limits";
import { GRANT_TTL_S } from "#server/content/uploads";
import { uploadGrants } from "#server/db/schema-content";
import { eq } from "drizzle-orm";

const MB = 1024 * 1024;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t?.close());

const from = (ip: string) => ({ "X-Forwarded-For": ip });
const grantFor = (app: TestApp, ip: string) => app.call("GET", "/web/api/submission/getSTSToken", undefined, from(ip));

/** A PUT as the browser sends it: with its Content-Length (unless `chunked`). */
/** saveSubmission of `keys` under `grant`, from `ip`. */
const submit = (grant: { grant: string }, keys: string[], ip: string) =>
  t.call("POST", "/web/api/submission/saveSubmission", { contact: "designer@example.com", fontName: "得意黑", license: "SIL 开源字体许可 1.1", grant: grant.grant, keys }, from(ip));

async function upload(app: TestApp, grant: { uploadUrl: string; prefix: string }, name: string, bytes: Uint8Array, ip: string, chunked = false) {
  const headers = chunked ? from(ip) : { ...from(ip), "Content-Length": String(bytes.byteLength) };
  const res = await app.app.request(`${grant.uploadUrl}&key=${encodeURIComponent(grant.prefix + name)}`, { method: "PUT", body: Buffer.from(bytes), headers });
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body: await res.json() };
}

describe("per address", () => {
  it("grants: ten an hour, then 429 in Chinese with Retry-After; another address is not affected", async () => {
    for (let i = 0; i < UPLOAD_LIMITS.grantsPerIp.limit; i++) expect((await grantFor(t, "10.3.0.1")).status).toBe(200);
    const res = await t.app.request("/web/api/submission/getSTSToken", { headers: from("10.3.0.1") });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await res.json()).msg).toMatch(/^上传过于频繁，请 \d+ 分钟后再试$/);
    expect((await grantFor(t, "10.3.0.2")).status).toBe(200);
  });

  it("bytes: 2 GB a day; the upload past it is refused 429 and not stored, another address still uploads", async () => {
    const grant = (await grantFor(t, "10.3.1.1")).body.data;
    // Earlier uploads from this address today: all but 1 MB of the budget.
    const earlier = await reserveUpload(t.handle.db, {
      prefix: grant.prefix,
      ip: "10.3.1.1",
      expiresAt: new Date(Date.now() + GRANT_TTL_S * 1000),
      bytes: UPLOAD_LIMITS.kbPerIp.limit * 1024 - MB,
      pendingMaxBytes: Number.MAX_SAFE_INTEGER,
    });
    await earlier.settle(UPLOAD_LIMITS.kbPerIp.limit * 1024 - MB);
    expect((await upload(t, grant, "small.ttf", new Uint8Array(512 * 1024).fill(1), "10.3.1.1")).status).toBe(200);
    const refused = await upload(t, grant, "more.ttf", new Uint8Array(2 * MB).fill(1), "10.3.1.1");
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^今天上传的文件已达上限（2 GB），请 \d+ (分钟|小时)后再试$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await fsStore(path.join(t.dataDir, "objects")).exists(`${grant.prefix}more.ttf`)).toBe(false);
    const other = (await grantFor(t, "10.3.1.2")).body.data;
    expect((await upload(t, other, "a.ttf", new Uint8Array(2 * MB).fill(1), "10.3.1.2")).status).toBe(200);
  });

  it("a refused upload gives its reservation back", async () => {
    const grant = (await grantFor(t, "10.3.2.1")).body.data;
    // Without Content-Length each PUT reserves the largest file (50 MB): 45 of them are more than
    // the day's 2 GB, so only giving back what a refused upload reserved lets the last one in.
    for (let i = 0; i < 45; i++) {
      const empty = await upload(t, grant, "x.ttf", new Uint8Array(0), "10.3.2.1", true);
      expect(empty.body.msg).toBe("上传的文件是空的");
    }
    expect((await upload(t, grant, "y.ttf", new Uint8Array(1000).fill(1), "10.3.2.1")).status).toBe(200);
    const [row] = await t.handle.db.select().from(uploadGrants).where(eq(uploadGrants.prefix, grant.prefix));
    expect(row.bytes).toBe(1000);
  });
});

describe("site-wide", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ TRUST_PROXY: "1", UPLOAD_PENDING_MB: "64" });
  });
  afterAll(() => small?.close());

  it("unsubmitted uploads of all addresses together stay within UPLOAD_PENDING_MB: then 503 with Retry-After", async () => {
    const file = new Uint8Array(25 * MB).fill(2);
    for (const ip of ["10.4.0.1", "10.4.0.2"]) {
      const grant = (await grantFor(small, ip)).body.data;
      expect((await upload(small, grant, "a.ttf", file, ip)).status).toBe(200);
    }
    const grant = (await grantFor(small, "10.4.0.3")).body.data;
    const full = await upload(small, grant, "a.ttf", file, "10.4.0.3");
    expect(full.status).toBe(503);
    expect(full.body.msg).toMatch(/^网站的上传空间暂时已满，请 \d+ 分钟后再试$/);
    expect(Number(full.retryAfter)).toBeGreaterThan(0);
    // A small one still fits.
    expect((await upload(small, grant, "b.ttf", new Uint8Array(MB).fill(2), "10.4.0.3")).status).toBe(200);
  });
});

describe("the sweep of unsubmitted uploads", () => {
  it("deletes what an expired grant left unsubmitted, keeps submitted files, and a late submission gets a Chinese 403", async () => {
    const store = fsStore(path.join(t.dataDir, "objects"));
    const font = readSystemFont("smiley");
    const submittedGrant = (await grantFor(t, "10.5.0.1")).body.data;
    expect((await upload(t, submittedGrant, "0.ttf", font, "10.5.0.1")).status).toBe(200);
    expect((await upload(t, submittedGrant, "1.ttf", font, "10.5.0.1")).status).toBe(200);
    expect((await submit(submittedGrant, [`${submittedGrant.prefix}0.ttf`], "10.5.0.1")).status).toBe(200);
    const abandoned = (await grantFor(t, "10.5.0.2")).body.data;
    expect((await upload(t, abandoned, "0.ttf", font, "10.5.0.2")).status).toBe(200);

    // Before expiry and grace, nothing is swept.
    expect((await sweepUploads(t.handle.db, store)).deleted).toEqual([]);

    const later = new Date(Date.now() + GRANT_TTL_S * 1000 + SWEEP_GRACE_MS + 60_000);
    const swept = await sweepUploads(t.handle.db, store, later, 1000);
    expect(swept.deleted).toEqual(expect.arrayContaining([`${abandoned.prefix}0.ttf`, `${submittedGrant.prefix}1.ttf`]));
    expect(swept.deleted).not.toContain(`${submittedGrant.prefix}0.ttf`);
    expect(await store.exists(`${submittedGrant.prefix}0.ttf`)).toBe(true);
    expect(await store.exists(`${abandoned.prefix}0.ttf`)).toBe(false);
    expect(await store.list(abandoned.prefix)).toEqual([]);
    // Swept grants are forgotten; a second sweep finds nothing.
    expect((await sweepUploads(t.handle.db, store, later, 1000)).grants).toBe(0);

    vi.useFakeTimers({ toFake: ["Date"], now: later });
    try {
      const late = await submit(abandoned, [`${abandoned.prefix}0.ttf`], "10.5.0.2");
      expect(late.status).toBe(403);
      expect(late.body.msg).toBe("上传凭证已过期，请重新上传");
    } finally {
      vi.useRealTimers();
    }
  });
});
