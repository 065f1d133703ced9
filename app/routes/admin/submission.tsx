/**
 * /admin/submissions/{id}: one submission — who sent it, their note and licence claim, and for
 * each file what the engine reads from it (names, designer, version, the name table's licence,
 * glyphs, weights, coverage of GB 2312, 通用规范汉字表 by level and Big5) with a live specimen in
 * the file's own glyphs (drawn by the subset engine for this reviewer only). A pending one is
 * decided here: accept with the catalogue fields as edited, or reject with a reason.
 */
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import type { Route } from "./+types/submission";
import { AppLink } from "#app/components/app-link";
import { pageTitle } from "#app/lib/page-meta";
import { useHttp } from "#app/lib/http-client";
import { toast } from "#app/lib/toast";
import { browserToken } from "#app/lib/session";
import { usePublicConfig } from "#app/lib/public-config";
import { formatFileSize } from "#app/lib/font-coverage";
import { formatTime, useApiData } from "#app/features/admin/use-admin";
import { buttonClass, inputClass, Panel, Problem, StatusBadge } from "#app/features/admin/ui";
import { TOKEN_HEADERS } from "#contract/constants";
import type { FontDict } from "#contract/fonts";
import { ADMIN_PATHS, type AdminSubmissionDetail, type CatalogueDraft, type InspectedFace, type InspectedFile, type StandardCoverage } from "#contract/admin";

export const meta: Route.MetaFunction = () => pageTitle("管理后台 - 审核投稿");

const COVERAGE_ROWS: [keyof StandardCoverage, string][] = [
  ["gb2312", "GB 2312"],
  ["tygf1", "通用规范 一级"],
  ["tygf2", "通用规范 二级"],
  ["tygf3", "通用规范 三级"],
  ["big5", "Big5"],
];

export default function AdminSubmission() {
  const { id } = useParams();
  const detail = useApiData<AdminSubmissionDetail>(ADMIN_PATHS.submission(id ?? ""));
  if (detail.error) return <Problem message={detail.error.message} />;
  const s = detail.data;
  if (!s) return <p className="text-stone-500">正在读取投稿的字体文件…</p>;
  return (
    <div className="space-y-6">
      <div>
        <AppLink to="/admin/submissions" className="text-sm text-stone-500 hover:text-orange-700">
          ← 投稿审核
        </AppLink>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-stone-900">
            #{s.id}「{s.fontName}」
          </h1>
          <StatusBadge status={s.status} />
          {s.fontId ? (
            <AppLink to={`/font/${s.fontId}`} data-testid="published-font" className="text-sm text-orange-700 hover:underline">
              查看字体页
            </AppLink>
          ) : null}
        </div>
      </div>

      <Panel title="投稿信息">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="投稿人">{s.contributor ? `会员 ${s.contributor.nickname}（#${s.contributor.id}）` : "未登录投稿"}</Fact>
          <Fact label="联系方式">{s.contact}</Fact>
          <Fact label="声明的授权">{s.license}</Fact>
          <Fact label="提交时间">{formatTime(s.createdTime)}</Fact>
          {s.reviewedTime ? <Fact label="审核">{`${s.reviewer ?? ""} · ${formatTime(s.reviewedTime)}`}</Fact> : null}
          {s.reviewReason ? <Fact label="未通过原因">{s.reviewReason}</Fact> : null}
        </dl>
        <p className="mt-4 whitespace-pre-wrap rounded-lg bg-stone-50 p-3 text-sm text-stone-700">{s.note || "（投稿人没有写说明）"}</p>
      </Panel>

      {s.files.map((file) => (
        <FilePanel key={file.index} submissionId={s.id} file={file} />
      ))}

      {s.status === "pending" ? <Decision submission={s} onDone={detail.reload} /> : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

function FilePanel({ submissionId, file }: { submissionId: number; file: InspectedFile }) {
  return (
    <Panel title={`文件 ${file.index + 1}：${file.name}`} actions={<span className="text-xs text-stone-500">{file.format.toUpperCase()} · {formatFileSize(file.size)}</span>}>
      {file.problem ? <Problem message={file.problem} /> : null}
      {file.faces.map((face) => (
        <div key={face.faceIndex} data-testid="inspected-face" className="space-y-4 border-t border-stone-100 pt-4 first:border-0 first:pt-0">
          <FaceFacts face={face} />
          {file.previewable ? <LiveSpecimen submissionId={submissionId} file={file.index} face={face.faceIndex} /> : <p className="text-sm text-stone-500">WOFF2 文件暂不能实时预览。</p>}
        </div>
      ))}
    </Panel>
  );
}

function FaceFacts({ face }: { face: InspectedFace }) {
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="中文名">{face.familyNameZh ?? "（无）"}</Fact>
        <Fact label="英文名">{face.familyNameEn}</Fact>
        <Fact label="样式 / 字重">{`${face.styleName} · ${face.weight}${face.italic ? " · 斜体" : ""}${face.isVariable ? " · 可变字体" : ""}`}</Fact>
        <Fact label="版本">{face.version || "—"}</Fact>
        <Fact label="设计师">{face.designer || "—"}</Fact>
        <Fact label="厂商">{face.manufacturer || "—"}</Fact>
        <Fact label="字形数">{face.glyphCount.toLocaleString("zh-CN")}</Fact>
        <Fact label="字符数">{face.characters.toLocaleString("zh-CN")}</Fact>
        <Fact label="PostScript 名">{face.postscriptName}</Fact>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[320px] max-w-2xl text-sm" data-testid="coverage-table">
          <thead>
            <tr className="text-left text-stone-500">
              <th className="py-1.5 font-normal">字符集</th>
              <th className="py-1.5 text-right font-normal">收录</th>
              <th className="py-1.5 pl-4 font-normal">覆盖率</th>
            </tr>
          </thead>
          <tbody>
            {COVERAGE_ROWS.map(([key, label]) => {
              const { have, of } = face.coverage[key];
              const percent = of ? (have / of) * 100 : 0;
              return (
                <tr key={key} className="border-t border-stone-100">
                  <td className="py-1.5 text-stone-700">{label}</td>
                  <td className="py-1.5 text-right tabular-nums text-stone-900">
                    {have} / {of}
                  </td>
                  <td className="py-1.5 pl-4">
                    <div className="flex items-center gap-2">
                      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-stone-100">
                        <div className="h-full bg-orange-500" style={{ width: `${percent}%` }} />
                      </div>
                      <span className="tabular-nums text-stone-600">{percent.toFixed(1)}%</span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-700">字体内的授权与版权信息</summary>
        <div className="mt-2 space-y-2 text-stone-600">
          <p className="break-words">{face.copyright || "（无版权声明）"}</p>
          <p className="whitespace-pre-wrap break-words">{face.licenseText || "（名称表中没有授权说明）"}</p>
          {face.licenseUrl ? <p className="break-all">授权网址：{face.licenseUrl}</p> : null}
        </div>
      </details>
    </>
  );
}

/** The text drawn in the file's own glyphs: a WOFF2 subset made for this reviewer, loaded as a FontFace. */
function LiveSpecimen({ submissionId, file, face }: { submissionId: number; file: number; face: number }) {
  const [text, setText] = useState("永和九年，岁在癸丑。天地玄黄 ABC 123");
  const [family, setFamily] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { apiBase } = usePublicConfig();
  useEffect(() => {
    if (!text.trim()) return;
    let live = true;
    const timer = setTimeout(async () => {
      const token = browserToken();
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      for (const name of TOKEN_HEADERS) headers[name] = token;
      const res = await fetch(`${apiBase}${ADMIN_PATHS.specimen(submissionId)}`, { method: "POST", headers, body: JSON.stringify({ file, face, text }) }).catch(() => null);
      if (!live) return;
      if (!res?.ok) {
        const body = (await res?.json().catch(() => null)) as { msg?: string } | null;
        setProblem(body?.msg ?? "样张生成失败");
        return;
      }
      const name = `review-${submissionId}-${file}-${face}-${Date.now()}`;
      const font = new FontFace(name, await res.arrayBuffer());
      await font.load();
      document.fonts.add(font);
      if (live) {
        setFamily(name);
        setProblem(null);
      }
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [apiBase, submissionId, file, face, text]);
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
      <label className="text-xs text-stone-500" htmlFor={`specimen-${file}-${face}`}>
        实时样张（用这个文件自己的字形）
      </label>
      <input id={`specimen-${file}-${face}`} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} className={`${inputClass} mt-1`} />
      <p
        data-testid="live-specimen"
        data-font={family ?? ""}
        className="mt-3 min-h-16 break-words text-3xl leading-snug text-stone-900 sm:text-4xl"
        style={family ? { fontFamily: `"${family}", serif` } : { color: "#a8a29e" }}
      >
        {text}
      </p>
      {problem ? <p className="mt-2 text-sm text-orange-800">{problem}</p> : null}
    </div>
  );
}

function Decision({ submission, onDone }: { submission: AdminSubmissionDetail; onDone: () => void }) {
  const http = useHttp();
  const dict = useApiData<FontDict>("/web/api/dict/font-default");
  const [fields, setFields] = useState<CatalogueDraft>(submission.draft);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CatalogueDraft) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  async function decide(kind: "accept" | "reject") {
    setBusy(true);
    try {
      const res =
        kind === "accept"
          ? await http.post<{ fontId: number }>(ADMIN_PATHS.accept(submission.id), fields)
          : await http.post(ADMIN_PATHS.reject(submission.id), { reason });
      toast.success(res.msg);
      onDone();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  const text = (key: keyof CatalogueDraft, label: string) => (
    <label className="block text-sm">
      <span className="text-stone-600">{label}</span>
      <input name={key} value={fields[key]} onChange={set(key)} className={`${inputClass} mt-1`} />
    </label>
  );
  const select = (key: "category" | "license", label: string, dictKey: string) => (
    <label className="block text-sm">
      <span className="text-stone-600">{label}</span>
      <select name={key} value={fields[key]} onChange={set(key)} className={`${inputClass} mt-1`}>
        <option value="">未指定</option>
        {(dict.data?.[dictKey] ?? []).map((d) => (
          <option key={d.dictNumber} value={d.dictNumber}>
            {d.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Panel title="通过并收录">
        <p className="mb-4 text-sm text-stone-500">文件按 fonts:import 的流程导入字库（按内容去重、并入同名字族、生成样张与字符索引），字体页署名“贡献者”为投稿会员。</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "字体名称")}
          {text("nameEn", "英文名称")}
          {select("category", "分类", "fontCategory")}
          {select("license", "授权类型", "fontLicense")}
          {text("licenseName", "授权名称")}
          {text("designer", "设计师")}
        </div>
        <label className="mt-4 block text-sm">
          <span className="text-stone-600">介绍</span>
          <textarea name="description" rows={4} value={fields.description} onChange={set("description")} className={`${inputClass} mt-1 h-auto py-2`} />
        </label>
        <button type="button" disabled={busy} onClick={() => decide("accept")} className={`${buttonClass} mt-4 w-full bg-orange-600 text-white hover:bg-orange-700 sm:w-auto`}>
          {busy ? "处理中…" : "通过并收录"}
        </button>
      </Panel>
      <Panel title="不通过">
        <label className="block text-sm">
          <span className="text-stone-600">原因（投稿人会在消息和“我的投稿”里看到）</span>
          <textarea name="reason" rows={4} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} className={`${inputClass} mt-1 h-auto py-2`} />
        </label>
        <button
          type="button"
          disabled={busy || !reason.trim()}
          onClick={() => decide("reject")}
          className={`${buttonClass} mt-4 w-full border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 sm:w-auto`}
        >
          不通过
        </button>
      </Panel>
    </div>
  );
}
