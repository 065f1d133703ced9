/**
 * The account update dialogs' bodies (spec §2): by mobile, by e-mail, by password and by
 * WeChat. Opened from /user/profile through the account modal (types bindMobile, bindEmail,
 * password, wechat).
 */
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { code, password, PASSWORD_RULE, type UserInfoData } from "../../../contract/account";
import { email, mobile } from "../../../contract/validators";
import { useSession, useSessionStore, type UserInfo } from "../../lib/session";
import { useAccountApi } from "./api";
import { confirmCheck } from "./checks";
import { CodeField, PasswordField, Spinner, SubmitButton, TextField, ui } from "./fields";
import { schemaCheck, useForm, type Checks } from "./form";
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon, WechatIcon } from "./icons";
import { usePublicConfig, useRefreshUserInfo } from "./session-actions";

export function useUserInfo(): Partial<UserInfoData> | null {
  return useSession((s) => s.userInfo) as Partial<UserInfoData> | null;
}

type BindValues = { account: string; code: string };
const BIND_CHECKS: Record<"mobile" | "email", Checks<BindValues>> = {
  mobile: { account: schemaCheck(mobile), code: schemaCheck(code) },
  email: { account: schemaCheck(email), code: schemaCheck(code) },
};

/** Binds a mobile number or an e-mail address, or replaces the bound one; the code goes to the new one. */
export function BindPanel({ kind }: { kind: "mobile" | "email" }) {
  const id = useId();
  const info = useUserInfo();
  const current = (kind === "mobile" ? info?.mobile : info?.email) || "";
  const form = useForm<BindValues>(id, { account: "", code: "" }, BIND_CHECKS[kind]);
  const [pending, setPending] = useState(false);
  const api = useAccountApi();
  const refresh = useRefreshUserInfo();
  const store = useSessionStore();
  const noun = kind === "mobile" ? "手机号" : "邮箱";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      await api.bind({ account: form.values.account.trim(), code: form.values.code.trim() });
      await refresh();
      store.getState().hideAccountModal();
      toast.success(current ? `${noun}已更换` : `${noun}绑定成功`);
    } catch {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="pb-1">
      {current ? (
        <p className="mb-4 rounded-lg bg-stone-50 px-3 py-2.5 text-sm text-stone-600">
          当前绑定的{noun}：<span className="font-medium tabular-nums text-stone-900">{current}</span>
        </p>
      ) : (
        <p className="mb-4 text-sm text-stone-500">绑定后可使用该{noun}登录，也可用它找回密码。</p>
      )}
      {kind === "mobile" ? (
        <TextField field={form.field("account")} label={current ? "新手机号" : "手机号"} hideLabel icon={<PhoneIcon />} placeholder={current ? "新手机号" : "手机号"} type="tel" inputMode="tel" autoComplete="tel" maxLength={11} autoFocus />
      ) : (
        <TextField field={form.field("account")} label={current ? "新邮箱" : "邮箱"} hideLabel icon={<MailIcon />} placeholder={current ? "新邮箱" : "邮箱"} type="email" inputMode="email" autoComplete="email" autoFocus />
      )}
      <CodeField
        field={form.field("code")}
        label="验证码"
        hideLabel
        icon={<ShieldIcon />}
        placeholder="6 位验证码"
        scene="bind"
        takeAccount={() => (form.validate(["account"]) ? form.values.account.trim() : null)}
      />
      <div className="mt-1 flex gap-3">
        <button type="button" onClick={() => store.getState().hideAccountModal()} className={`${ui.secondary} h-11 w-28 shrink-0`}>
          取消
        </button>
        <SubmitButton pending={pending} pendingText="提交中…" className="h-11 flex-1 text-base">
          {current ? "确认更换" : "确认绑定"}
        </SubmitButton>
      </div>
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
  const [pending, setPending] = useState(false);
  const api = useAccountApi();
  const store = useSessionStore();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      await api.updatePwd({ oldPassword: hasPassword ? form.values.oldPassword : "", password: form.values.password });
      const state = store.getState();
      if (state.userInfo) state.setUserInfo({ ...state.userInfo, hasPassword: true } as UserInfo);
      state.hideAccountModal();
      toast.success(hasPassword ? "密码已修改" : "密码已设置");
    } catch {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="pb-1">
      {/* The account, for password managers to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={info?.mobile || info?.email || ""} readOnly hidden />
      {hasPassword ? (
        <PasswordField field={form.field("oldPassword")} label="原密码" hideLabel icon={<LockIcon />} placeholder="原密码" autoComplete="current-password" autoFocus />
      ) : (
        <p className="mb-4 text-sm text-stone-500">你的账号还没有登录密码，设置后可用手机号或邮箱加密码登录。</p>
      )}
      <PasswordField field={form.field("password")} label="新密码" hideLabel icon={<LockIcon />} placeholder="新密码" autoComplete="new-password" hint={PASSWORD_RULE} autoFocus={!hasPassword} />
      <PasswordField field={form.field("confirm")} label="确认新密码" hideLabel icon={<LockIcon />} placeholder="确认新密码" autoComplete="new-password" />
      <div className="mt-1 flex gap-3">
        <button type="button" onClick={() => store.getState().hideAccountModal()} className={`${ui.secondary} h-11 w-28 shrink-0`}>
          取消
        </button>
        <SubmitButton pending={pending} pendingText="提交中…" className="h-11 flex-1 text-base">
          {hasPassword ? "确认修改" : "设置密码"}
        </SubmitButton>
      </div>
      {hasPassword ? (
        <p className="mt-4 text-center text-sm text-stone-500">
          忘记原密码？
          <button type="button" className={ui.link} onClick={() => store.getState().setAccountModal({ type: "forget", account: "" })}>
            通过验证码重置
          </button>
        </p>
      ) : null}
    </form>
  );
}

/** Binds WeChat: the server gives the authorisation URL, the whole window goes there and comes back. */
export function WechatPanel() {
  const info = useUserInfo();
  const config = usePublicConfig();
  const api = useAccountApi();
  const store = useSessionStore();
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
        <button type="button" onClick={() => store.getState().hideAccountModal()} className={`${ui.secondary} h-11 w-28 shrink-0`}>
          取消
        </button>
        <button type="button" onClick={go} disabled={pending || !config.wechatEnabled} className={`${ui.primary} h-11 flex-1 text-base`}>
          {pending ? <Spinner /> : null}
          前往微信授权
        </button>
      </div>
    </div>
  );
}
