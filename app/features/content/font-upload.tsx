/**
 * /contribute: font files go straight to the granted upload URL (getSTSToken), several at once,
 * each with a real progress bar (XHR upload events) and a cancel button; then saveSubmission,
 * where the server parses every file as a font and refuses anything else.
 */
import { useRef, useState } from "react";
import { toast } from "#app/lib/toast";
import { submissionInput, type UploadGrant } from "#contract/content";
import { SUBMISSION_LICENSES, UPLOAD_MAX_MB } from "#contract/content-constants";
import { firstIssue } from "#contract/validators";
import { useHttp } from "#app/lib/http-client";
import { API_PATHS } from "#contract/api-paths";

const FONT_EXT = /\.(ttf|otf|ttc|otc|woff2?)$/i;

interface Item {
  file: File;
  key: string;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed" | "cancelled";
  message?: string;
  xhr?: XMLHttpRequest;
}

/**
 * Sends one file with progress (fetch() cannot report upload progress, XMLHttpRequest can): a PUT
 * to this site's upload URL, or, when the store is S3, the presigned POST form straight to the bucket.
 */
function upload(grant: UploadGrant, key: string, file: File, onProgress: (p: number) => void): { xhr: XMLHttpRequest; done: Promise<void> } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let msg = "上传失败";
      try {
        msg = (JSON.parse(xhr.responseText) as { msg?: string }).msg ?? msg;
      } catch {
        /* not JSON */
      }
      reject(new Error(msg));
    };
    xhr.onerror = () => reject(new Error("网络错误，上传失败"));
    xhr.onabort = () => reject(new Error("已取消"));
  });
  if (grant.post) {
    const form = new FormData();
    for (const [name, value] of Object.entries(grant.post.fields)) form.append(name, value);
    form.append("key", key);
    form.append("file", file);
    xhr.open("POST", grant.post.url);
    xhr.send(form);
  } else {
    xhr.open("PUT", `${grant.uploadUrl}&key=${encodeURIComponent(key)}`);
    xhr.send(file);
  }
  return { xhr, done };
}

export function FontUpload() {
  const http = useHttp();
  const [items, setItems] = useState<Item[]>([]);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const grant = useRef<UploadGrant | null>(null);
  const update = (key: string, patch: Partial<Item>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));

  async function ensureGrant(): Promise<UploadGrant> {
    if (!grant.current) grant.current = (await http.get<UploadGrant>(API_PATHS.uploadGrant)).data;
    return grant.current;
  }

  async function addFiles(files: File[]) {
    if (!files.length) return;
    setSaved(null);
    const g = await ensureGrant();
    const base = items.length;
    const added: Item[] = files.map((file, i) => ({ file, key: `${g.prefix}${base + i}${(FONT_EXT.exec(file.name)?.[0] ?? ".bin").toLowerCase()}`, progress: 0, state: "waiting" }));
    setItems((list) => [...list, ...added]);
    for (const item of added) {
      if (item.file.size > g.maxBytes) {
        update(item.key, { state: "failed", message: `超过 ${UPLOAD_MAX_MB} MB` });
        continue;
      }
      const { xhr, done } = upload(g, item.key, item.file, (p) => update(item.key, { progress: p }));
      update(item.key, { state: "uploading", xhr });
      done.then(
        () => update(item.key, { state: "done", progress: 1, xhr: undefined }),
        (e: Error) => update(item.key, { state: xhr.status === 0 && e.message === "已取消" ? "cancelled" : "failed", message: e.message, xhr: undefined }),
      );
    }
  }

  async function submit(form: HTMLFormElement) {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const done = items.filter((it) => it.state === "done");
    if (items.some((it) => it.state === "uploading")) return setError("请等待文件上传完成");
    // The keys are made-up ASCII names; the server names each file in its messages by the name the visitor chose.
    const parsed = submissionInput.safeParse({ ...values, grant: grant.current?.grant ?? "", keys: done.map((it) => it.key), names: done.map((it) => it.file.name.slice(0, 255)) });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError("");
    setBusy(true);
    try {
      const res = await http.post<{ id: number }>(API_PATHS.saveSubmission, parsed.data, { silent: true });
      toast.success(res.msg);
      setSaved(`投稿已提交（编号 ${res.data.id}），我们会尽快审核。`);
      setItems([]);
      grant.current = null;
      form.reset();
    } catch (e) {
      setError(e instanceof Error ? e.message : "提交失败");
    } finally {
      setBusy(false);
    }
  }

  const field = "mt-1 w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 outline-none focus:border-orange-500 focus:ring-2 focus:ring-orange-200";
  return (
    <section aria-labelledby="upload-form" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="upload-form" className="text-xl font-semibold text-stone-900">
        上传字体
      </h2>
      <p className="mt-1 text-sm text-stone-500">支持 TTF、OTF、TTC、WOFF、WOFF2，单个文件不超过 {UPLOAD_MAX_MB} MB，一次最多 10 个。</p>
      <form
        noValidate
        className="mt-5 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e.currentTarget);
        }}
      >
        <label className="block text-sm text-stone-700">
          字体名称
          <input type="text" name="fontName" maxLength={60} className={field} />
        </label>
        <label className="block text-sm text-stone-700">
          联系方式（手机或邮箱）
          <input type="text" name="contact" maxLength={60} className={field} autoComplete="email" placeholder="手机号或邮箱" />
        </label>
        <label className="block text-sm text-stone-700 sm:col-span-2">
          授权方式
          <select name="license" defaultValue="" className={field}>
            <option value="" disabled>
              请选择
            </option>
            {SUBMISSION_LICENSES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <label className="block text-sm text-stone-700 sm:col-span-2">
          说明（可选）
          <textarea name="note" rows={3} maxLength={1000} className={field} placeholder="字体的来历、设计者、收字范围等" />
        </label>
        <div className="sm:col-span-2">
          <label className="flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center hover:border-orange-400 hover:bg-orange-50/40">
            <span className="font-medium text-stone-700">选择字体文件</span>
            <span className="mt-1 text-sm text-stone-500">可多选</span>
            <input
              type="file"
              multiple
              accept=".ttf,.otf,.ttc,.otc,.woff,.woff2"
              className="sr-only"
              data-testid="font-files"
              onChange={(e) => {
                // Copy first: clearing the input empties its live FileList.
                void addFiles([...(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
          </label>
          {items.length ? (
            <ul className="mt-4 space-y-3" aria-label="上传进度">
              {items.map((it) => (
                <li key={it.key} className="rounded-xl border border-stone-200 p-3" data-testid="upload-item" data-state={it.state}>
                  <div className="flex items-center justify-between gap-3 text-sm">
                    <span className="line-clamp-1 text-stone-800">{it.file.name}</span>
                    <span className="shrink-0 text-stone-500">
                      {it.state === "uploading" ? `${Math.round(it.progress * 100)}%` : it.state === "done" ? "已上传" : it.state === "cancelled" ? "已取消" : it.state === "failed" ? it.message : "等待中"}
                      {it.state === "uploading" ? (
                        <button type="button" onClick={() => it.xhr?.abort()} className="ml-3 text-orange-700 hover:underline">
                          取消
                        </button>
                      ) : null}
                    </span>
                  </div>
                  <div role="progressbar" aria-label={`${it.file.name} 上传进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(it.progress * 100)} className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-100">
                    <div className={`h-full rounded-full transition-[width] ${it.state === "failed" ? "bg-red-500" : "bg-orange-600"}`} style={{ width: `${Math.round(it.progress * 100)}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2">
            {error}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800 sm:col-span-2">
            {saved}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-xl bg-orange-700 px-6 py-2.5 font-medium text-white hover:bg-orange-800 disabled:opacity-50">
            {busy ? "正在校验字体…" : "提交投稿"}
          </button>
        </div>
      </form>
    </section>
  );
}
