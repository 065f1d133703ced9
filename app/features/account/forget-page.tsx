/** The /account/forget page: the same two-step recovery as the dialog, then a way to the login. */
import { CheckIcon } from "lucide-react";
import { useState } from "react";
import { AppLink } from "#app/components/app-link";
import { useSession, useSessionStore } from "#app/lib/session";
import { ui } from "./fields";
import { ForgetPasswordForm } from "./forget-password";
import { PromptLink } from "./form-parts";

export function ForgetPasswordPage() {
  const [done, setDone] = useState<string | null>(null);
  const store = useSessionStore();
  const token = useSession((s) => s.token);

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm shadow-stone-900/[0.04] sm:p-8">
      {done === null ? (
        <>
          <h2 className="mb-5 text-lg font-semibold text-stone-900">重新设置密码</h2>
          <ForgetPasswordForm onDone={setDone} autoFocus={false} />
          {token ? null : (
            <PromptLink prompt="想起密码了？" action="立即登录" onClick={() => store.getState().showAccountModal("login")} />
          )}
        </>
      ) : (
        <div className="py-4 text-center" role="status">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600">
            <CheckIcon size={28} />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-stone-900">密码已重置</h2>
          <p className="mt-1.5 text-sm text-stone-500">请使用新密码登录 {done}</p>
          <div className="mt-6 flex justify-center gap-3">
            <AppLink to="/" className={`${ui.secondary} h-10 px-5`}>
              返回首页
            </AppLink>
            {token ? null : (
              <button
                type="button"
                className={`${ui.primary} h-10 px-6`}
                onClick={() => store.getState().setAccountModal({ visible: true, type: "login", account: done })}
              >
                去登录
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
