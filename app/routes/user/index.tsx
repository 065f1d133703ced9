import type { Route } from "./+types/index";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("个人中心");

export default function UserHome() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">个人中心</h1>
      <p className="mt-2 text-stone-600">管理你的收藏、字体对比、下载记录、消息与个人资料。</p>
    </section>
  );
}
