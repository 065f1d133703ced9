import type { Route } from "./+types/profile";
import { pageTitle } from "../../lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("个人资料");

export default function UserProfile() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">个人资料</h1>
      <p className="mt-2 text-stone-600">修改昵称、头像与账号绑定。</p>
    </section>
  );
}
