/**
 * The message board form (/contact) and the custom-font request (/custom): messageBoard/save.
 * What visitors write is stored and shown as plain text (React escapes it), never as HTML.
 */
import { useState } from "react";
import { toast } from "#app/lib/toast";
import { messageInput } from "#contract/content";
import { firstIssue } from "#contract/validators";
import { useHttp } from "#app/lib/http-client";

export const MESSAGE_PATH = "/web/api/messageBoard/save";

export function MessageForm({ kind }: { kind: "message" | "custom" }) {
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ name: string; content: string } | null>(null);
  const [error, setError] = useState("");
  const field = "mt-1 w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 outline-none focus:border-orange-500 focus:ring-2 focus:ring-orange-200";

  async function submit(form: HTMLFormElement) {
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = messageInput.safeParse({ ...values, kind });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError("");
    setBusy(true);
    try {
      const res = await http.post(MESSAGE_PATH, parsed.data);
      toast.success(res.msg || "留言已提交");
      setSent({ name: parsed.data.name, content: parsed.data.content });
      form.reset();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="message-form" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="message-form" className="text-xl font-semibold text-stone-900">
        {kind === "custom" ? "提交定制需求" : "给我们留言"}
      </h2>
      <p className="mt-1 text-sm text-stone-500">{kind === "custom" ? "说说你的用途、字数与时间，我们会在三个工作日内联系你。" : "问题、建议与合作，我们都会认真阅读并回复；回复后留言会显示在下方的留言板。"}</p>
      <form
        noValidate
        className="mt-5 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e.currentTarget);
        }}
      >
        <label className="block text-sm text-stone-700">
          称呼
          <input type="text" name="name" maxLength={30} className={field} autoComplete="name" />
        </label>
        <label className="block text-sm text-stone-700">
          联系方式（手机或邮箱）
          <input type="text" name="contact" maxLength={60} className={field} autoComplete="email" placeholder="手机号或邮箱" />
        </label>
        <label className="block text-sm text-stone-700 sm:col-span-2">
          {kind === "custom" ? "需求说明" : "留言内容"}
          <textarea name="content" rows={5} maxLength={2000} className={field} placeholder={kind === "custom" ? "例如：品牌标题字，约 500 字，用于包装与海报，希望两个月内完成。" : ""} />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2">
            {error}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-xl bg-orange-700 px-6 py-2.5 font-medium text-white hover:bg-orange-800 disabled:opacity-50">
            {busy ? "正在提交…" : "提交"}
          </button>
        </div>
      </form>
      {sent ? (
        <div className="mt-6 rounded-xl bg-stone-50 p-4" data-testid="sent-message">
          <p className="text-sm text-stone-500">{sent.name}，你的留言已收到{kind === "message" ? "，回复后会显示在留言板上" : ""}：</p>
          <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{sent.content}</p>
        </div>
      ) : null}
    </section>
  );
}
