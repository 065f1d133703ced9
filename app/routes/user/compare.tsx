import type { Route } from "./+types/compare";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("字体对比");

export default function UserCompare() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">字体对比</h1>
      <p className="mt-2 text-stone-600">把想比较的字体加入对比，在同一段文字下并排查看。</p>
    </section>
  );
}
