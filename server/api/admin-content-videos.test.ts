/**
 * Videos created in the console (server/admin/content-videos.ts, docs/decisions/029-console-videos.md):
 * a reviewer uploads an MP4, which is checked, measured and stored under the key the content load
 * gives the same file; a file past CONTENT_VIDEO_MAX_MB is cut off at the limit and nothing is
 * kept; what is not a whole H.264 MP4 is refused in Chinese and nothing is kept; strangers are
 * refused; a video item needs a stored video and a poster, and once published plays on the site.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { fsStore } from "#server/storage/fs-store";
import { auditLog } from "#server/db/schema-admin";
import { ADMIN_PATHS } from "#contract/admin";
import { API_PATHS } from "#contract/api-paths";
import { ADMIN_CONTENT_PATHS, CONTENT_EDIT_MESSAGES } from "#contract/admin-content";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const CLIP = fs.readFileSync(path.join(process.cwd(), "content/videos/lxgw-wenkai-kaijuan.mp4"));
const MB = 1024 * 1024;
let t: TestApp;
let rita: string;
let mona: string;
const auth = (token: string) => ({ "X-Access-Token": token });
const stored = async () => (await fsStore(path.join(t.dataDir, "objects")).list("content/")).map((o) => o.key).sort();
const tempDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("ziku-video-")).length;

beforeAll(async () => {
  // A 1 MB limit, so the test can cross it without sending 200 MB.
  t = await createTestApp({ ADMIN_ACCOUNTS: "boss@example.com", CONTENT_VIDEO_MAX_MB: "1" });
  const boss = await t.signUp("boss@example.com");
  rita = await t.signUp("rita@example.com");
  mona = await t.signUp("mona@example.com");
  const users = (await t.call("GET", `${ADMIN_PATHS.users}?size=100`, undefined, auth(boss))).body.data.records as { id: number; account: string }[];
  const ritaId = users.find((u) => u.account === "rita@example.com")!.id;
  expect((await t.call("PUT", ADMIN_PATHS.userRole(ritaId), { role: "reviewer" }, auth(boss))).status).toBe(200);
});
afterAll(() => t?.close());

async function sendVideo(token: string | null, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await t.app.request(ADMIN_CONTENT_PATHS.videos, {
    method: "POST",
    body,
    headers: { "Content-Type": "video/mp4", ...(token ? auth(token) : {}), ...headers },
    duplex: "half",
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: { key: string; url: string; duration: number; width: number; height: number } } };
}

/** `total` bytes made as they are read, 64 KB at a time; `pulled()` says how many the server took. */
function lazyBytes(total: number) {
  let made = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (made >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, total - made));
      made += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => made };
}

async function posterKey(): Promise<string> {
  const form = new FormData();
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#1c1917" } }).png().toBuffer();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "poster.png");
  const res = await t.app.request(ADMIN_CONTENT_PATHS.images, { method: "POST", body: form, headers: auth(rita) });
  return ((await res.json()) as { data: { key: string } }).data.key;
}

describe("uploading a video", () => {
  it("refuses a visitor (401 S00106) and a member (403), storing nothing", async () => {
    const before = await stored();
    const anonymous = await sendVideo(null, new Uint8Array(CLIP));
    expect([anonymous.status, anonymous.body.code]).toEqual([401, "S00106"]);
    const member = await sendVideo(mona, new Uint8Array(CLIP));
    expect(member.status).toBe(403);
    expect(member.body.msg).toMatch(/^没有权限/);
    expect(await stored()).toEqual(before);
  });

  it("stores a reviewer's MP4 under the content load's key, with its length and picture size", async () => {
    const res = await sendVideo(rita, new Uint8Array(CLIP));
    expect(res.status).toBe(200);
    const sha = createHash("sha256").update(CLIP).digest("hex");
    expect(res.body.data).toMatchObject({ key: `content/${sha.slice(0, 32)}.mp4`, duration: 8, width: 640, height: 360 });
    const file = await t.app.request(res.body.data.url);
    expect(file.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await file.arrayBuffer()).equals(CLIP)).toBe(true);
    // The same file again: the same key, stored once.
    const again = await sendVideo(rita, new Uint8Array(CLIP));
    expect(again.body.data.key).toBe(res.body.data.key);
    expect((await stored()).filter((k) => k === res.body.data.key)).toHaveLength(1);
  });

  it("cuts a body past CONTENT_VIDEO_MAX_MB off at the limit: 413 in Chinese, nothing kept", async () => {
    const before = await stored();
    const temps = tempDirs();
    // Announced: refused before a byte is read.
    const announced = await sendVideo(rita, new Uint8Array(MB + 1), { "Content-Length": String(MB + 1) });
    expect([announced.status, announced.body.msg]).toEqual([413, "视频不能超过 1 MB"]);
    // Not announced (chunked): limit + 1 bytes are counted and refused.
    const exact = lazyBytes(MB + 1);
    const chunked = await sendVideo(rita, exact.stream);
    expect([chunked.status, chunked.body.msg]).toEqual([413, "视频不能超过 1 MB"]);
    // A body far past the limit is not read to its end, let alone held: the server stops at the limit.
    const huge = lazyBytes(64 * MB);
    const cut = await sendVideo(rita, huge.stream);
    expect(cut.status).toBe(413);
    expect(huge.pulled()).toBeLessThan(2 * MB);
    expect(await stored()).toEqual(before);
    expect(tempDirs()).toBe(temps);
  });

  it("refuses a picture named .mp4, a cut-off MP4 and an empty body in Chinese, keeping nothing", async () => {
    const before = await stored();
    const temps = tempDirs();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#fff" } }).png().toBuffer();
    const picture = await sendVideo(rita, new Uint8Array(png));
    expect(picture.status).toBe(400);
    expect(picture.body.msg).toMatch(/^无法使用这个视频：文件不是 MP4 视频.*请上传 H\.264 编码/);
    const cut = await sendVideo(rita, new Uint8Array(CLIP.subarray(0, CLIP.length - 5000)));
    expect(cut.status).toBe(400);
    expect(cut.body.msg).toMatch(/^无法使用这个视频：文件不完整/);
    const empty = await sendVideo(rita, new Uint8Array(0));
    expect([empty.status, empty.body.msg]).toEqual([400, CONTENT_EDIT_MESSAGES.noVideoFile]);
    expect(await stored()).toEqual(before);
    expect(tempDirs()).toBe(temps);
  });
});

describe("a video item", () => {
  it("needs a stored video and a poster", async () => {
    const poster = await posterKey();
    const video = (await sendVideo(rita, new Uint8Array(CLIP))).body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ cover: poster }, CONTENT_EDIT_MESSAGES.needVideo],
      [{ video: video.key }, CONTENT_EDIT_MESSAGES.needPoster],
      [{ video: `content/${"0".repeat(32)}.mp4`, cover: poster }, CONTENT_EDIT_MESSAGES.missingVideo],
      [{ video: "../../etc/passwd", cover: poster }, "视频无效，请重新上传"],
      [{ video: video.key, cover: poster, duration: -1 }, "视频时长无效"],
    ];
    for (const [fields, message] of cases) {
      const res = await t.call("POST", ADMIN_CONTENT_PATHS.list, { kind: "video", title: "新视频", ...fields }, auth(rita));
      expect([res.status, res.body.msg], JSON.stringify(fields)).toEqual([400, message]);
    }
  });

  it("published, plays on /video, its page, the home page and its font's page, with poster and length; audited", async () => {
    const poster = await posterKey();
    const video = (await sendVideo(rita, new Uint8Array(CLIP))).body.data;
    const created = await t.call(
      "POST",
      ADMIN_CONTENT_PATHS.list,
      { kind: "video", title: "后台上传的视频", summary: "四个字依次浮现", video: video.key, duration: video.duration, cover: poster, fonts: ["霞鹜文楷"], published: true },
      auth(rita),
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ kind: "video", videoKey: video.key, videoUrl: video.url, duration: 8, coverKey: poster, url: `/video/${created.body.data.id}` });
    const id = created.body.data.id as number;

    const played = { src: video.url, poster: `/files/${poster}`, duration: 8 };
    const list = (await t.call("GET", `${API_PATHS.videoList}?size=100`)).body.data.records as { id: number; video: unknown }[];
    expect(list.find((r) => r.id === id)?.video).toEqual(played);
    expect((await t.call("GET", `${API_PATHS.videoDetail}?id=${id}`)).body.data.video).toEqual(played);
    expect((await t.services.content.latest()).videos.map((v) => v.id)).toContain(id);
    expect((await t.services.content.forFont(["霞鹜文楷"])).videos.map((v) => v.id)).toContain(id);

    // Edited later, it keeps its file unless another is uploaded.
    const detail = (await t.call("GET", `${ADMIN_CONTENT_PATHS.item(id)}?kind=video`, undefined, auth(rita))).body.data;
    const edited = await t.call("PUT", ADMIN_CONTENT_PATHS.item(id), { kind: "video", title: "改过标题的视频", video: detail.videoKey, duration: detail.duration, cover: detail.coverKey, published: true }, auth(rita));
    expect(edited.status).toBe(200);
    expect((await t.call("GET", `${API_PATHS.videoDetail}?id=${id}`)).body.data).toMatchObject({ title: "改过标题的视频", video: played });

    const entries = (await t.handle.db.select().from(auditLog)).filter((e) => e.target === `video:${id}`);
    expect(entries.map((e) => e.action)).toEqual(["content.create", "content.update"]);
    expect(entries[0].after).toMatchObject({ video: video.key, duration: 8, cover: poster });
  });
});
