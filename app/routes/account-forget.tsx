import type { Route } from "./+types/account-forget";
import { PageHeader } from "#app/components/page-header";
import { ForgetPasswordPage } from "#app/features/account/forget-page";
import { loadContext } from "#app/lib/load-context";
import { canonicalOf, seoMeta } from "#app/lib/page-meta";

const LEAD = "通过注册时使用的手机号或邮箱接收验证码，重新设置密码。";

export function loader({ context }: Route.LoaderArgs) {
  return { seo: { title: "找回密码", description: LEAD, canonical: canonicalOf(context.get(loadContext).config.origin, "/account/forget") } };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function AccountForget() {
  return (
    <>
      <PageHeader title="找回密码">{LEAD}</PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ForgetPasswordPage />
      </div>
    </>
  );
}
