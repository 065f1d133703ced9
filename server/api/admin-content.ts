/**
 * The console's content calls (docs/decisions/026-console-content.md): reviewers and admins
 * list, write, publish and delete every content kind of the site. Like every console call the
 * role is checked on the server first — anonymous 401/S00106, a member 403 — then the router
 * parses with the shared schemas of contract/admin-content.ts, calls one function of the content
 * editor (server/admin/content.ts) and answers the envelope.
 *
 *   GET    /api/v1/admin/content?kind&keyword&status&order&current&size
 *   POST   /api/v1/admin/content {kind, title, …}          → the item
 *   GET    /api/v1/admin/content/{id}?kind                  → the item as the form edits it
 *   PUT    /api/v1/admin/content/{id} {kind, title, …}      → the item
 *   DELETE /api/v1/admin/content/{id}?kind                  (items written in the console only)
 *   POST   /api/v1/admin/content/images  multipart `file`   → {key, url, width, height}
 *   POST   /api/v1/admin/content/videos  raw MP4 bytes      → {key, url, duration, width, height}
 *   POST   /api/v1/admin/content/preview {markdown}         → {html}, rendered as the site renders it
 *   POST   /api/v1/admin/content/{id}/restore?kind          → the item as its content/ file says it
 *          (an item from content/ edited in the console; docs/decisions/030-board-seed-and-restore.md)
 */
import { Hono, type Context } from "hono";
import type { Db } from "#server/db/client";
import type { ContentEditor } from "#server/admin/content";
import { requireRole, type StaffEnv } from "#server/auth/roles";
import { ApiError } from "#server/errors";
import { id } from "#contract/validators";
import { API_PATHS, honoPath } from "#contract/api-paths";
import { adminContentQuery, CONTENT_EDIT_MESSAGES, contentInput, contentKindQuery, previewInput } from "#contract/admin-content";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";

/** The multipart upload's file, or a Chinese refusal. */
async function uploadedFile(c: Context): Promise<File> {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new ApiError(400, "请求格式不正确");
  }
  if (!(form.file instanceof File)) throw new ApiError(400, CONTENT_EDIT_MESSAGES.noFile);
  return form.file;
}

export function adminContentApi({ db, content }: { db: Db; content: ContentEditor }) {
  const api = new Hono<StaffEnv>();
  const actor = (c: Context<StaffEnv>) => ({ id: c.get("userId"), nickname: c.get("nickname") });
  const pathId = (c: Context<StaffEnv>) => parse(id, c.req.param("id"));
  const kindOf = (c: Context<StaffEnv>) => parse(contentKindQuery, query(c)).kind;

  const staff = requireRole(db, "reviewer");
  api.use(API_PATHS.adminContent, staff);
  api.use(`${API_PATHS.adminContent}/*`, staff);

  api.get(API_PATHS.adminContent, async (c) => ok(c, await content.list(parse(adminContentQuery, query(c)))));
  api.post(API_PATHS.adminContent, async (c) => ok(c, await content.create(actor(c), parse(contentInput, await readJson(c))), "已保存"));
  api.post(API_PATHS.adminContentImages, async (c) => ok(c, await content.uploadImage(await uploadedFile(c)), "图片已上传"));
  // The raw body as it arrives (counted by server/http/body-limit.ts): a video is never buffered.
  api.post(API_PATHS.adminContentVideos, async (c) => ok(c, await content.uploadVideo(c.req.raw.body), "视频已上传"));
  api.post(API_PATHS.adminContentPreview, async (c) => ok(c, await content.preview(parse(previewInput, await readJson(c)).markdown)));
  api.get(honoPath(API_PATHS.adminContentItem), async (c) => ok(c, await content.get(kindOf(c), pathId(c))));
  api.put(honoPath(API_PATHS.adminContentItem), async (c) => ok(c, await content.update(actor(c), pathId(c), parse(contentInput, await readJson(c))), "已保存"));
  api.post(honoPath(API_PATHS.adminContentRestore), async (c) => ok(c, await content.restore(actor(c), kindOf(c), pathId(c)), "已还原为文件内容"));
  api.delete(honoPath(API_PATHS.adminContentItem), async (c) => {
    await content.remove(actor(c), kindOf(c), pathId(c));
    return ok(c, null, "已删除");
  });

  return api;
}
