import type { Route } from "./+types/favorite";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("我的收藏");

export default function UserFavorite() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">我的收藏</h1>
      <p className="mt-2 text-stone-600">收藏的字体分组与文章。</p>
    </section>
  );
}
