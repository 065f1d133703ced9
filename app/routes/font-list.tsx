import type { Route } from "./+types/font-list";
import { PageHeader } from "../components/page-header";
import { EmptyState } from "../components/empty-state";
import { pageTitle } from "../lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("字体库");

export default function FontList() {
  return (
    <>
      <PageHeader title="字体库">收录开源中文字体：按分类、授权与字重筛选，输入任意文字即时预览。</PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <EmptyState title="字体库还没有字体" text="运行 npm run fonts:import -- <字体文件或文件夹> 导入字体。" />
      </section>
    </>
  );
}
