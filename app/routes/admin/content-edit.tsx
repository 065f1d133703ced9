/**
 * /admin/content/{id}?kind=… (and /admin/content/new?kind=…): one content item in the console's
 * editor — the fields its kind has on the site, a cover and gallery uploaded to the object store, a
 * video's file with its poster taken from a frame (#app/features/admin/video-field),
 * the fonts it names picked from the catalogue, and a Markdown body with inline pictures beside
 * its live preview, rendered by the server with the very pipeline the site's pages use
 * (server/content/markdown.ts), shown with the pages' own styles. Saving keeps the state;
 * 发布 / 下架 changes it; the site follows at once (docs/decisions/026-console-content.md). An item
 * from content/ edited here offers 还原为文件内容, which hands it back to its file
 * (docs/decisions/030-board-seed-and-restore.md).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { Route } from "./+types/content-edit";
import { AppLink } from "#app/components/app-link";
import { pageTitle } from "#app/lib/page-meta";
import { useHttp } from "#app/lib/http-client";
import { toast } from "#app/lib/toast";
import { RichText } from "#app/features/content/parts";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { buttonClass, inputClass, Panel, Problem } from "#app/features/admin/ui";
import { ContentBadges, contentKindOf, FontPicker, ImageButton, useImageUpload } from "#app/features/admin/content";
import { VideoField } from "#app/features/admin/video-field";
import { ADMIN_CONTENT_KIND_LABELS, ADMIN_CONTENT_PATHS, blankContent, CONTENT_FIELDS, contentInputOf, type AdminContentDetail, type AdminContentKind } from "#contract/admin-content";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 编辑内容");

export default function AdminContentEdit() {
  const { id = "new" } = useParams();
  const [params] = useSearchParams();
  const kind = contentKindOf(params.get("kind"));
  return id === "new" ? <Editor key={`${kind}-new`} initial={blankContent(kind)} /> : <Existing key={`${kind}-${id}`} id={id} kind={kind} />;
}

function Existing({ id, kind }: { id: string; kind: AdminContentKind }) {
  const loaded = useApiData<AdminContentDetail>(ADMIN_CONTENT_PATHS.item(id), { kind });
  // Restored from its file, the item starts a fresh form (its uncontrolled fields included).
  const [restored, setRestored] = useState<{ item: AdminContentDetail; n: number } | null>(null);
  if (loaded.error) return <Problem message={loaded.error.message} />;
  if (!loaded.data) return <p className="text-stone-500">加载中…</p>;
  return <Editor key={restored?.n ?? 0} initial={restored?.item ?? loaded.data} onRestored={(item) => setRestored((r) => ({ item, n: (r?.n ?? 0) + 1 }))} />;
}

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="block text-sm">
      <span className="text-stone-600">{label}</span>
      <div className="mt-1">{children}</div>
      {hint ? <span className="mt-1 block text-xs text-stone-400">{hint}</span> : null}
    </label>
  );
}

const dateValue = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

function Editor({ initial, onRestored }: { initial: AdminContentDetail; onRestored?: (item: AdminContentDetail) => void }) {
  const http = useHttp();
  const navigate = useNavigate();
  const [item, setItem] = useState(initial);
  const [busy, setBusy] = useState(false);
  const cover = useImageUpload();
  const gallery = useImageUpload();
  const fields = CONTENT_FIELDS[item.kind];
  const label = ADMIN_CONTENT_KIND_LABELS[item.kind];
  const isNew = item.id === 0;
  const set = <K extends keyof AdminContentDetail>(key: K, value: AdminContentDetail[K]) => setItem((d) => ({ ...d, [key]: value }));
  const text = (key: "title" | "column" | "summary" | "author" | "link") => (e: { target: { value: string } }) => set(key, e.target.value);

  async function save(published: boolean) {
    setBusy(true);
    try {
      const body = { ...contentInputOf(item), published };
      const res = isNew ? await http.post<AdminContentDetail>(ADMIN_CONTENT_PATHS.list, body) : await http.put<AdminContentDetail>(ADMIN_CONTENT_PATHS.item(item.id), body);
      setItem(res.data);
      toast.success(published && !item.published ? "已发布，网站上已可见" : !published && item.published ? "已下架" : res.msg);
      if (isNew) void navigate(`/admin/content/${res.data.id}?kind=${res.data.kind}`, { replace: true });
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!window.confirm(`删除「${item.title}」？删除后不能恢复。`)) return;
    setBusy(true);
    try {
      await http.delete(ADMIN_CONTENT_PATHS.item(item.id), { params: { kind: item.kind } });
      toast.success("已删除");
      void navigate(`/admin/content?kind=${item.kind}`);
    } catch {
      setBusy(false);
    }
  }

  /** 还原为文件内容: an item from content/ edited here goes back to its file (docs/decisions/030-board-seed-and-restore.md). */
  async function restore() {
    if (!window.confirm(`把「${item.title}」还原为 content/ 文件中的内容？后台所做的修改（包括下架）将被文件内容覆盖，之后重新加载 content/ 时会随文件更新。`)) return;
    setBusy(true);
    try {
      const res = await http.post<AdminContentDetail>(ADMIN_CONTENT_PATHS.restore(item.id), undefined, { params: { kind: item.kind } });
      toast.success(res.msg);
      onRestored?.(res.data);
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <AppLink to={`/admin/content?kind=${item.kind}`} className="text-sm text-stone-500 hover:text-orange-700">
          ← {label}
        </AppLink>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <h1 className="mr-1 text-2xl font-bold text-stone-900">{isNew ? `新建${label}` : `编辑${label}`}</h1>
          {isNew ? null : <ContentBadges item={item} />}
          {item.url && item.published ? (
            <AppLink to={item.url} data-testid="public-link" className="text-sm text-orange-700 hover:underline">
              在网站上查看
            </AppLink>
          ) : null}
        </div>
        {item.updatedAt ? <p className="mt-1 text-xs text-stone-400">最后保存 {formatTime(item.updatedAt)}</p> : null}
      </div>

      <Panel title="基本信息">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label={item.kind === "keyword" ? "搜索词" : item.kind === "friend-link" ? "网站名称" : "标题"}>
              <input name="title" value={item.title} maxLength={item.kind === "keyword" ? 50 : 120} onChange={text("title")} className={inputClass} />
            </Field>
          </div>
          {fields.column ? (
            <Field label={fields.column.split("（")[0]} hint={fields.column.includes("（") ? `如 ${fields.column.split("（")[1].replace("）", "")}` : undefined}>
              <input name="column" value={item.column} maxLength={50} onChange={text("column")} className={inputClass} />
            </Field>
          ) : null}
          {fields.author ? (
            <Field label={item.kind === "case" ? "客户" : "作者"}>
              <input name="author" value={item.author} maxLength={60} onChange={text("author")} className={inputClass} />
            </Field>
          ) : null}
          {fields.link ? (
            <Field label={item.kind === "friend-link" || item.kind === "advert" ? "链接" : "活动链接"} hint="https:// 开头的网址、域名或 / 开头的站内路径">
              <div className="flex gap-2">
                <input name="url" value={item.link} maxLength={500} onChange={text("link")} className={inputClass} />
                {item.kind === "friend-link" || item.kind === "advert" ? (
                  <select aria-label="协议" value={item.protocol} onChange={(e) => set("protocol", Number(e.target.value))} className={`${inputClass} w-28 shrink-0`}>
                    <option value={2}>https</option>
                    <option value={1}>http</option>
                  </select>
                ) : null}
              </div>
            </Field>
          ) : null}
          <Field label="排序值" hint={item.kind === "keyword" ? "小的在前" : "大的在前；相同时新的在前"}>
            <input name="sort" type="number" value={item.sort} onChange={(e) => set("sort", Math.trunc(Number(e.target.value)) || 0)} className={inputClass} />
          </Field>
          {fields.body ? (
            <Field label="发布日期">
              <input name="publishedAt" type="date" value={dateValue(item.publishedAt)} onChange={(e) => set("publishedAt", e.target.value || null)} className={inputClass} />
            </Field>
          ) : null}
          {fields.dates ? (
            <>
              <Field label="开始日期">
                <input type="date" value={dateValue(item.startAt)} onChange={(e) => set("startAt", e.target.value)} className={inputClass} />
              </Field>
              <Field label="结束日期">
                <input type="date" value={dateValue(item.endAt)} onChange={(e) => set("endAt", e.target.value)} className={inputClass} />
              </Field>
            </>
          ) : null}
          {fields.body ? (
            <>
              <div className="sm:col-span-2">
                <Field label="摘要" hint="留空则取正文开头">
                  <textarea name="summary" rows={2} maxLength={300} value={item.summary} onChange={text("summary")} className={`${inputClass} h-auto py-2`} />
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field label="标签" hint="用逗号或空格分隔">
                  <input
                    name="tags"
                    defaultValue={item.tags.join("，")}
                    onChange={(e) => set("tags", [...new Set(e.target.value.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean))])}
                    className={inputClass}
                  />
                </Field>
              </div>
            </>
          ) : null}
        </div>
      </Panel>

      {item.kind === "video" ? (
        <Panel title="视频文件">
          <VideoField
            videoUrl={item.videoUrl}
            posterUrl={item.cover}
            duration={item.duration}
            onVideo={(v) => setItem((d) => ({ ...d, videoKey: v.key, videoUrl: v.url, duration: v.duration }))}
            onPoster={(p) => setItem((d) => ({ ...d, coverKey: p.key, cover: p.url }))}
          />
        </Panel>
      ) : null}

      {fields.cover ? (
        <Panel title={item.kind === "advert" ? "广告图片" : item.kind === "video" ? "封面（播放前显示）" : "封面"} actions={<ImageButton label={item.coverKey ? "更换图片" : "上传图片"} busy={cover.busy} testId="cover-file" onFile={async (file) => {
          const up = await cover.upload(file);
          if (up) setItem((d) => ({ ...d, coverKey: up.key, cover: up.url }));
        }} />}>
          {item.cover ? (
            <div className="flex flex-wrap items-end gap-3">
              <img src={item.cover} alt="封面" data-testid="cover-preview" className="max-h-48 max-w-full rounded-lg border border-stone-200 object-contain" />
              <button type="button" onClick={() => setItem((d) => ({ ...d, coverKey: "", cover: "" }))} className="text-sm text-stone-500 hover:text-orange-700">
                移除
              </button>
            </div>
          ) : (
            <p className="text-sm text-stone-500">JPG、PNG、WebP 或 GIF，最大 10 MB，保存为 WebP。</p>
          )}
        </Panel>
      ) : null}

      {fields.images ? (
        <Panel title="图集" actions={<ImageButton label="添加图片" busy={gallery.busy} onFile={async (file) => {
          const up = await gallery.upload(file);
          if (up) setItem((d) => ({ ...d, images: [...d.images, { key: up.key, url: up.url, caption: "" }] }));
        }} />}>
          {item.images.length ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {item.images.map((m, i) => (
                <li key={`${m.key}-${i}`} className="space-y-2 rounded-lg border border-stone-200 p-2">
                  <img src={m.url} alt={m.caption} className="aspect-[4/3] w-full rounded-md bg-stone-100 object-cover" />
                  <div className="flex gap-2">
                    <input aria-label="图片说明" placeholder="说明" value={m.caption} maxLength={100} onChange={(e) => set("images", item.images.map((x, j) => (j === i ? { ...x, caption: e.target.value } : x)))} className={inputClass} />
                    <button type="button" aria-label="移除图片" onClick={() => set("images", item.images.filter((_, j) => j !== i))} className="shrink-0 px-2 text-sm text-stone-500 hover:text-orange-700">
                      移除
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-500">还没有图片。</p>
          )}
        </Panel>
      ) : null}

      {fields.fonts ? (
        <Panel title="引用的字体">
          <FontPicker value={item.fonts} onChange={(fonts) => set("fonts", fonts)} />
        </Panel>
      ) : null}

      {fields.body ? <MarkdownEditor value={item.markdown} onChange={(markdown) => set("markdown", markdown)} /> : null}

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-2 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <button type="button" disabled={busy} onClick={() => save(item.published)} className={`${buttonClass} bg-stone-900 text-white hover:bg-stone-800`}>
          {isNew ? "保存草稿" : "保存"}
        </button>
        {item.published ? (
          <button type="button" disabled={busy || isNew} onClick={() => save(false)} className={`${buttonClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
            下架
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => save(true)} className={`${buttonClass} bg-orange-600 text-white hover:bg-orange-700`}>
            {isNew ? "保存并发布" : "发布"}
          </button>
        )}
        {!isNew && item.origin === "console" ? (
          <button type="button" disabled={busy} onClick={remove} className="ml-auto text-sm text-stone-500 hover:text-red-700">
            删除
          </button>
        ) : null}
        {!isNew && item.origin === "file" && item.edited ? (
          <button type="button" disabled={busy} onClick={restore} data-testid="restore-content" className="ml-auto text-sm text-stone-500 hover:text-orange-700" title="按 content/ 中的文件重写这条内容">
            还原为文件内容
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The Markdown body: a plain text area with a few helpers, and the server's rendering beside it. */
function MarkdownEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const http = useHttp();
  const area = useRef<HTMLTextAreaElement>(null);
  const inline = useImageUpload();
  // The rendered body, or why it could not be rendered (a body marked cannot parse is refused).
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);

  useEffect(() => {
    let live = true;
    // Nothing to ask the server about (shown as empty below).
    if (!value.trim()) return;
    const timer = setTimeout(() => {
      http.post<{ html: string }>(ADMIN_CONTENT_PATHS.preview, { markdown: value }, { silent: true }).then(
        (res) => live && setPreview({ html: res.data.html }),
        (error: unknown) => live && setPreview({ error: error instanceof Error ? error.message : "预览生成失败" }),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, value]);

  /** Puts `before` and `after` around the selection (or `text` in it when nothing is selected). */
  function wrap(before: string, after = "", placeholder = "") {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const inner = value.slice(start, end) || placeholder;
    onChange(value.slice(0, start) + before + inner + after + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, start + before.length + inner.length);
    });
  }

  const tool = "h-8 rounded-md px-2.5 text-sm text-stone-700 hover:bg-stone-100";
  return (
    <Panel title="正文">
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <div className="mb-2 flex flex-wrap items-center gap-1" role="toolbar" aria-label="格式">
            <button type="button" className={tool} onClick={() => wrap("\n## ", "\n", "小标题")}>
              标题
            </button>
            <button type="button" className={`${tool} font-bold`} onClick={() => wrap("**", "**", "加粗")}>
              B
            </button>
            <button type="button" className={tool} onClick={() => wrap("\n- ", "", "列表项")}>
              列表
            </button>
            <button type="button" className={tool} onClick={() => wrap("\n> ", "\n", "引文")}>
              引用
            </button>
            <button type="button" className={tool} onClick={() => wrap("[", "](https://)", "链接文字")}>
              链接
            </button>
            <ImageButton
              label="插入图片"
              busy={inline.busy}
              testId="inline-file"
              onFile={async (file) => {
                const up = await inline.upload(file);
                // Site-relative: the site points it at STATIC_BASE when the page is read.
                if (up) wrap(`\n![`, `](/files/${up.key})\n`, file.name.replace(/\.[^.]+$/, ""));
              }}
            />
          </div>
          <textarea
            ref={area}
            name="markdown"
            aria-label="正文（Markdown）"
            value={value}
            maxLength={30_000}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} h-80 py-2 font-mono text-[13px] leading-6 lg:h-[32rem]`}
          />
          <p className="mt-1 text-xs text-stone-400">Markdown：## 小标题、**加粗**、- 列表、&gt; 引用、![说明](图片)。保存时按网站同一规则净化。</p>
        </div>
        <div className="min-w-0">
          <p className="mb-2 text-xs text-stone-500">预览（与网站上的显示一致）</p>
          <div data-testid="markdown-preview" className="min-h-40 overflow-hidden rounded-xl border border-stone-200 bg-white px-4 py-2 lg:h-[34.5rem] lg:overflow-y-auto">
            {!value.trim() ? (
              <p className="py-4 text-sm text-stone-400">正文为空</p>
            ) : preview === null ? (
              <p className="py-4 text-sm text-stone-400">正在生成预览…</p>
            ) : "error" in preview ? (
              <p role="alert" className="py-4 text-sm text-red-700">
                {preview.error}
              </p>
            ) : (
              <RichText html={preview.html} />
            )}
          </div>
        </div>
      </div>
    </Panel>
  );
}
