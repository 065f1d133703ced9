import type { Route } from "./+types/message";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("我的消息");

export default function UserMessage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">我的消息</h1>
      <p className="mt-2 text-stone-600">系统通知与互动消息。</p>
    </section>
  );
}
