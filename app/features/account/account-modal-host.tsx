/**
 * The account modal of docs/product.md §4, driven by the session store's `accountModal` {visible, type}:
 * login, registration and recovery for visitors; the update dialogs (by mobile, e-mail, password,
 * WeChat) for signed-in users. Changes merge into the state, so e.g.
 * `setAccountModal({ type: "forget", account })` switches the open dialog and carries the account.
 *
 * It also honours `/?redirect=<path>` (where the route guard sends visitors of /user pages): with
 * no token the login opens by itself, and after signing in the visitor goes to that path.
 */
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { UserInfoData } from "#contract/account";
import { ACCOUNT_MESSAGES } from "#contract/account-messages";
import { needsToken } from "#contract/routes";
import { toast } from "#app/lib/toast";
import { Dialog } from "#app/components/dialog";
import { useSession, useSessionStore, type AccountModalType } from "#app/lib/session";
import { redirectParam } from "./redirect";

// The forms (and the input rules they check with) load when a dialog first opens, not with
// every page: most visits never open one, and the page is interactive sooner without them.
const LoginPanel = lazy(() => import("./login-panel").then((m) => ({ default: m.LoginPanel })));
const RegisterPanel = lazy(() => import("./register-panel").then((m) => ({ default: m.RegisterPanel })));
const ForgetPasswordForm = lazy(() => import("./forget-password").then((m) => ({ default: m.ForgetPasswordForm })));
const BindPanel = lazy(() => import("./update-panels").then((m) => ({ default: m.BindPanel })));
const PasswordPanel = lazy(() => import("./update-panels").then((m) => ({ default: m.PasswordPanel })));
const WechatPanel = lazy(() => import("./update-panels").then((m) => ({ default: m.WechatPanel })));

const GUEST_TYPES: readonly AccountModalType[] = ["login", "register", "forget"];

/** What the server's WeChat callback reports in `?wechat=`. */
const WECHAT_RESULTS = {
  bound: ["success", "微信绑定成功"],
  taken: ["error", "该微信已绑定其他账号"],
  failed: ["error", ACCOUNT_MESSAGES.wechatFailed],
} as const;

export function AccountModalHost() {
  const store = useSessionStore();
  const modal = useSession((s) => s.accountModal);
  const token = useSession((s) => s.token);
  const info = useSession((s) => s.userInfo) as Partial<UserInfoData> | null;
  const location = useLocation();
  const navigate = useNavigate();

  // Sent home by the route guard: ask for a login straight away.
  useEffect(() => {
    if (!store.getState().token && redirectParam(location.search)) store.getState().showAccountModal("login");
  }, [location.search, store]);

  // Back from WeChat: say how it went, then drop the parameter from the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const result = params.get("wechat");
    if (!result || !(result in WECHAT_RESULTS)) return;
    const [kind, text] = WECHAT_RESULTS[result as keyof typeof WECHAT_RESULTS];
    if (kind === "success") toast.success(text);
    else toast.error(text);
    params.delete("wechat");
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  // The update dialogs need a session; without one they fall back to the login.
  const type: AccountModalType = !token && !GUEST_TYPES.includes(modal.type) ? "login" : modal.type;
  const account = typeof modal.account === "string" ? modal.account : "";
  // Closing forgets a carried-over account, so the next opening starts empty.
  const close = () => store.getState().setAccountModal({ visible: false, account: undefined });

  let title: string;
  let description: string | undefined;
  let body: ReactNode;
  switch (type) {
    case "register":
      title = "注册账号";
      description = "注册后即可收藏、对比与下载字体";
      body = <RegisterPanel initialAccount={account} />;
      break;
    case "forget":
      title = "找回密码";
      description = "通过手机号或邮箱验证码重新设置密码";
      body = (
        <ForgetPasswordForm
          initialAccount={account}
          onBackToLogin={token ? undefined : () => store.getState().setAccountModal({ type: "login" })}
          onDone={(done) => {
            // A reset signs the account out everywhere, this browser included.
            if (token) {
              store.getState().clearSession();
              if (needsToken(location.pathname)) navigate("/");
            }
            store.getState().setAccountModal({ type: "login", account: done });
            toast.success("密码已重置，请使用新密码登录");
          }}
        />
      );
      break;
    case "bindMobile":
      title = info?.mobile ? "更换手机号" : "绑定手机号";
      body = <BindPanel kind="mobile" />;
      break;
    case "bindEmail":
      title = info?.email ? "更换邮箱" : "绑定邮箱";
      body = <BindPanel kind="email" />;
      break;
    case "password":
      title = info?.hasPassword === false ? "设置登录密码" : "修改登录密码";
      body = <PasswordPanel />;
      break;
    case "wechat":
      title = info?.wechatBound ? "更换绑定的微信" : "绑定微信";
      body = <WechatPanel />;
      break;
    default:
      title = "登录";
      description = redirectParam(location.search) ? "该页面需要登录后访问，登录后将自动前往" : "欢迎来到共创字库，登录后可收藏、对比与下载字体";
      body = <LoginPanel initialAccount={account} />;
  }

  return (
    <Dialog
      open={modal.visible}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description={description}
      widthClassName="max-w-[420px]"
    >
      {/* Keyed by type: switching dialogs starts the new one fresh. */}
      {modal.visible ? (
        <div key={type}>
          <Suspense
            fallback={
              <div role="status" className="grid h-40 place-items-center text-stone-500">
                <span aria-hidden="true" className="inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent" />
                <span className="sr-only">加载中</span>
              </div>
            }
          >
            {body}
          </Suspense>
        </div>
      ) : null}
    </Dialog>
  );
}
