import type { Route } from "./+types/download";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("我的下载");

export default function UserDownload() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">我的下载</h1>
      <p className="mt-2 text-stone-600">你下载过的字体都记录在这里。</p>
    </section>
  );
}
