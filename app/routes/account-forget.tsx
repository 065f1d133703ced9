import type { Route } from "./+types/account-forget";
import { PageHeader } from "../components/page-header";
import { ForgetPasswordPage } from "../features/account/forget-page";
import { pageTitle } from "../lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("找回密码");

export default function AccountForget() {
  return (
    <>
      <PageHeader title="找回密码">通过注册时使用的手机号或邮箱接收验证码，重新设置密码。</PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ForgetPasswordPage />
      </div>
    </>
  );
}
