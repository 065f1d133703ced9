import type { Route } from "./+types/pdf-compare";
import { pageTitle } from "../lib/page-meta";
import { SITE_TITLE } from "#contract/constants";

export const meta: Route.MetaFunction = () => pageTitle("字体对比打印");

/** The printable comparison sheet: blank layout, no site chrome, A4-friendly. */
export default function PdfCompare() {
  return (
    <article className="mx-auto max-w-[210mm] px-10 py-12 print:p-0">
      <header className="flex items-end justify-between border-b-2 border-stone-900 pb-4">
        <h1 className="text-2xl font-bold">字体对比</h1>
        <p className="text-sm text-stone-500">{SITE_TITLE}</p>
      </header>
      <p className="mt-8 text-stone-600">在“个人中心 › 字体对比”中加入字体后，可在此打印或另存为 PDF。</p>
    </article>
  );
}
