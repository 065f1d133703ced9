/**
 * The account update dialogs' bodies (docs/product.md §2): by mobile, by e-mail, by password and by
 * WeChat. Opened from /user/profile through the account modal (types bindMobile, bindEmail,
 * password, wechat).
 */
import { useId, useState } from "react";
import { toast } from "#app/lib/toast";
import { code, password, type UserInfoData } from "#contract/account";
import { email, mobile } from "#contract/validators";
import { useSession, useSessionStore } from "#app/lib/session";
import { AccountCodeFields, CurrentPasswordField, HiddenUsername, NewPasswordFields } from "./account-fields";
import { useAccountApi } from "./api";
import { confirmCheck } from "./checks";
import { Spinner, ui } from "./fields";
import { schemaCheck, useForm, type Checks } from "./form";
import { AccountNotice, PromptLink, SecondaryButton, SubmitRow } from "./form-parts";
import { WechatIcon } from "./wechat-icon";
import { usePublicConfig } from "#app/lib/public-config";
import { useRefreshUserInfo } from "./session-actions";
import { useFormSubmit } from "./submit";

export function useUserInfo(): Partial<UserInfoData> | null {
  return useSession((s) => s.userInfo) as Partial<UserInfoData> | null;
}

type BindValues = { account: string; code: string };
const BIND_CHECKS: Record<"mobile" | "email", Checks<BindValues>> = {
  mobile: { account: schemaCheck(mobile), code: schemaCheck(code) },
  email: { account: schemaCheck(email), code: schemaCheck(code) },
};

/** Closes the account dialog (取消, and after a change is done). */
function useHideAccountModal() {
  const store = useSessionStore();
  return () => store.getState().hideAccountModal();
}

/** Binds a mobile number or an e-mail address, or replaces the bound one; the code goes to the new one. */
export function BindPanel({ kind }: { kind: "mobile" | "email" }) {
  const id = useId();
  const info = useUserInfo();
  const current = (kind === "mobile" ? info?.mobile : info?.email) || "";
  const form = useForm<BindValues>(id, { account: "", code: "" }, BIND_CHECKS[kind]);
  const api = useAccountApi();
  const refresh = useRefreshUserInfo();
  const hide = useHideAccountModal();
  const noun = kind === "mobile" ? "手机号" : "邮箱";
  const { pending, submit } = useFormSubmit(
    form.validate,
    async () => {
      await api.bind({ account: form.values.account.trim(), code: form.values.code.trim() });
      await refresh();
      hide();
      toast.success(current ? `${noun}已更换` : `${noun}绑定成功`);
    },
    { keepPendingOnSuccess: true },
  );

  return (
    <form onSubmit={submit} noValidate className="pb-1">
      {current ? (
        <AccountNotice>
          当前绑定的{noun}：<span className="font-medium tabular-nums text-stone-900">{current}</span>
        </AccountNotice>
      ) : (
        <p className="mb-4 text-sm text-stone-500">绑定后可使用该{noun}登录，也可用它找回密码。</p>
      )}
      <AccountCodeFields form={form} accountName="account" kind={kind} label={current ? `新${noun}` : noun} autoComplete={kind === "mobile" ? "tel" : "email"} autoFocus scene="bind" />
      <SubmitRow pending={pending} pendingText="提交中…" secondary={{ label: "取消", onClick: hide }}>
        {current ? "确认更换" : "确认绑定"}
      </SubmitRow>
    </form>
  );
}

type PasswordValues = { oldPassword: string; password: string; confirm: string };
const OLD_PASSWORD_REQUIRED = "请输入原密码";
const PASSWORD_CHECKS: Record<"change" | "set", Checks<PasswordValues>> = {
  change: {
    oldPassword: (value) => (value ? null : OLD_PASSWORD_REQUIRED),
    password: schemaCheck(password),
    confirm: confirmCheck<PasswordValues>(),
  },
  set: { password: schemaCheck(password), confirm: confirmCheck<PasswordValues>() },
};

/** Changes the password, or sets one for an account that has none yet (e.g. created through WeChat). */
export function PasswordPanel() {
  const id = useId();
  const info = useUserInfo();
  const hasPassword = info?.hasPassword !== false;
  const form = useForm<PasswordValues>(id, { oldPassword: "", password: "", confirm: "" }, PASSWORD_CHECKS[hasPassword ? "change" : "set"]);
  const api = useAccountApi();
  const store = useSessionStore();
  const hide = useHideAccountModal();
  const { pending, submit } = useFormSubmit(
    form.validate,
    async () => {
      await api.updatePwd({ oldPassword: hasPassword ? form.values.oldPassword : "", password: form.values.password });
      const state = store.getState();
      if (state.userInfo) state.setUserInfo({ ...state.userInfo, hasPassword: true } as UserInfoData);
      state.hideAccountModal();
      toast.success(hasPassword ? "密码已修改" : "密码已设置");
    },
    { keepPendingOnSuccess: true },
  );

  return (
    <form onSubmit={submit} noValidate className="pb-1">
      <HiddenUsername value={info?.mobile || info?.email || ""} />
      {hasPassword ? (
        <CurrentPasswordField field={form.field("oldPassword")} label="原密码" autoFocus />
      ) : (
        <p className="mb-4 text-sm text-stone-500">你的账号还没有登录密码，设置后可用手机号或邮箱加密码登录。</p>
      )}
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirm")} autoFocus={!hasPassword} />
      <SubmitRow pending={pending} pendingText="提交中…" secondary={{ label: "取消", onClick: hide }}>
        {hasPassword ? "确认修改" : "设置密码"}
      </SubmitRow>
      {hasPassword ? (
        <PromptLink prompt="忘记原密码？" action="通过验证码重置" onClick={() => store.getState().setAccountModal({ type: "forget", account: "" })} />
      ) : null}
    </form>
  );
}

/** Binds WeChat: the server gives the authorisation URL, the whole window goes there and comes back. */
export function WechatPanel() {
  const info = useUserInfo();
  const config = usePublicConfig();
  const api = useAccountApi();
  const hide = useHideAccountModal();
  const [pending, setPending] = useState(false);

  const go = async () => {
    setPending(true);
    try {
      const { url } = await api.wechatBindUrl();
      window.location.assign(url);
    } catch {
      setPending(false);
    }
  };

  return (
    <div className="pb-1">
      <div className="flex items-start gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white shadow-sm">
          <WechatIcon width={28} height={28} />
        </span>
        <div className="text-sm leading-6 text-stone-600">
          {info?.wechatBound ? (
            <p>你的账号已绑定微信。重新授权将改为绑定你当前扫码的微信号。</p>
          ) : (
            <p>绑定后可使用微信扫码登录共创字库。</p>
          )}
          <p className="text-stone-500">点击下方按钮将前往微信授权页面，请使用微信扫码确认。</p>
        </div>
      </div>
      {config.wechatEnabled ? null : <p className="mt-3 text-sm text-amber-700">本站暂未开放微信登录。</p>}
      <div className="mt-5 flex gap-3">
        <SecondaryButton onClick={hide}>取消</SecondaryButton>
        <button type="button" onClick={go} disabled={pending || !config.wechatEnabled} className={`${ui.primary} h-11 flex-1 text-base`}>
          {pending ? <Spinner /> : null}
          前往微信授权
        </button>
      </div>
    </div>
  );
}
