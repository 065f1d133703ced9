/**
 * Pieces of the console's content pages (/admin/content, /admin/content/{id}): the row of kinds,
 * the badges of a row, the body a save sends, the picture upload and the catalogue font picker.
 */
import { useEffect, useRef, useState } from "react";
import { useHttp } from "#app/lib/http-client";
import { ADMIN_CONTENT_KIND_LABELS, ADMIN_CONTENT_KINDS, ADMIN_CONTENT_PATHS, type AdminContentItem, type AdminContentKind, type UploadedImage } from "#contract/admin-content";
import type { FontListItem } from "#contract/fonts";
import type { Page } from "#contract/envelope";
import { inputClass } from "./ui";

export const contentKindOf = (value: string | null): AdminContentKind =>
  (ADMIN_CONTENT_KINDS as readonly string[]).includes(value ?? "") ? (value as AdminContentKind) : "news";

/** The kinds as a row of tabs that scrolls sideways on a phone. */
export function KindTabs({ kind, onChange }: { kind: AdminContentKind; onChange: (kind: AdminContentKind) => void }) {
  return (
    <div role="tablist" aria-label="内容类型" className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      {ADMIN_CONTENT_KINDS.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={k === kind}
          onClick={() => onChange(k)}
          className={`shrink-0 whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm ${k === kind ? "bg-stone-900 text-white" : "bg-white text-stone-700 ring-1 ring-inset ring-stone-200 hover:bg-stone-100"}`}
        >
          {ADMIN_CONTENT_KIND_LABELS[k]}
        </button>
      ))}
    </div>
  );
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

export function ContentBadges({ item }: { item: Pick<AdminContentItem, "published" | "origin" | "edited"> }) {
  return (
    <>
      <span data-testid="content-status" className={`${badge} ${item.published ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-stone-100 text-stone-600 ring-stone-200"}`}>
        {item.published ? "已发布" : "未发布"}
      </span>
      {item.origin === "console" ? (
        <span className={`${badge} bg-sky-50 text-sky-800 ring-sky-200`}>后台新建</span>
      ) : item.edited ? (
        <span className={`${badge} bg-amber-50 text-amber-800 ring-amber-200`} title="content/ 重新加载时不会覆盖">
          已在后台编辑
        </span>
      ) : (
        <span className={`${badge} bg-white text-stone-500 ring-stone-200`}>来自 content/</span>
      )}
    </>
  );
}

/** A picture chosen by the reviewer, uploaded; answers the stored picture or null (the client showed why). */
export function useImageUpload() {
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  async function upload(file: File): Promise<UploadedImage | null> {
    setBusy(true);
    try {
      return (await http.upload<UploadedImage>(ADMIN_CONTENT_PATHS.images, { file, filename: file.name })).data;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { upload, busy };
}

/** A button that opens the file chooser for one picture. */
export function ImageButton({ label, onFile, busy, testId }: { label: string; onFile: (file: File) => void; busy: boolean; testId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        data-testid={testId}
        // Out of the tab order (the button opens it), but still read out: it needs its name.
        aria-label={label}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
      <button type="button" disabled={busy} onClick={() => input.current?.click()} className="h-9 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-700 hover:bg-stone-50 disabled:opacity-60">
        {busy ? "上传中…" : label}
      </button>
    </>
  );
}

/** The fonts an item names, picked from the catalogue by name. */
export function FontPicker({ value, onChange }: { value: string[]; onChange: (fonts: string[]) => void }) {
  const http = useHttp();
  const [keyword, setKeyword] = useState("");
  const [found, setFound] = useState<FontListItem[]>([]);
  useEffect(() => {
    const word = keyword.trim();
    if (!word) return;
    let live = true;
    const timer = setTimeout(() => {
      http.get<Page<FontListItem>>("/web/api/font/getFontList", { keyword: word, size: 8 }, { silent: true }).then(
        (res) => live && setFound(res.data.records),
        () => live && setFound([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, keyword]);
  return (
    <div>
      <div className="flex flex-wrap gap-1.5">
        {value.map((name) => (
          <span key={name} data-testid="picked-font" className="inline-flex items-center gap-1 rounded-full bg-orange-50 py-1 pl-3 pr-1 text-sm text-orange-900 ring-1 ring-inset ring-orange-200">
            {name}
            <button type="button" aria-label={`移除 ${name}`} onClick={() => onChange(value.filter((n) => n !== name))} className="grid h-5 w-5 place-items-center rounded-full hover:bg-orange-100">
              ×
            </button>
          </span>
        ))}
      </div>
      <div className="relative mt-2">
        <input type="search" aria-label="搜索字体库" placeholder="搜索字体库中的字体" value={keyword} onChange={(e) => setKeyword(e.target.value)} className={inputClass} />
        {keyword.trim() && found.length ? (
          <ul className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg">
            {found.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  onClick={() => {
                    if (!value.includes(f.name)) onChange([...value, f.name]);
                    setKeyword("");
                    setFound([]);
                  }}
                  className="flex w-full items-baseline gap-2 px-3 py-2 text-left text-sm hover:bg-stone-50"
                >
                  <span className="text-stone-900">{f.name}</span>
                  <span className="truncate text-xs text-stone-400">{f.nameEn}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
