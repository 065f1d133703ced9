/**
 * The login dialog's body: 密码登录 / 验证码登录, links to registration and recovery, WeChat. Past
 * the per-account ceiling of failures the password form also asks for a code sent to the account
 * (docs/decisions/013).
 */
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { code, loginBody } from "#contract/account";
import { account } from "#contract/validators";
import { useSessionStore } from "#app/lib/session";
import { HttpError } from "#app/lib/http";
import { SIGN_IN_CODE_REQUIRED } from "#contract/account-messages";
import { useAccountApi, wechatAuthorizeUrl } from "./api";
import { AccountCodeField, AccountCodeFields, AccountField, CurrentPasswordField } from "./account-fields";
import { AuthTabs } from "./auth-tabs";
import { ui } from "./fields";
import { schemaCheck, useForm, type Checks, type Form } from "./form";
import { PromptLink, SubmitRow } from "./form-parts";
import { WechatIcon } from "./wechat-icon";
import { redirectParam } from "./redirect";
import { usePublicConfig } from "#app/lib/public-config";
import { useSignIn } from "./session-actions";
import { useFormSubmit } from "./submit";

type PasswordValues = { account: string; password: string; code: string };
type CodeValues = { account: string; code: string };
const PASSWORD_CHECKS: Checks<PasswordValues> = { account: schemaCheck(account), password: schemaCheck(loginBody.shape.password), code: schemaCheck(code) };
const CODE_CHECKS: Checks<CodeValues> = { account: schemaCheck(account), code: schemaCheck(code) };

export function LoginPanel({ initialAccount = "" }: { initialAccount?: string }) {
  const [tab, setTab] = useState<"password" | "code">("password");
  const id = useId();
  const passwordForm = useForm<PasswordValues>(`${id}p`, { account: initialAccount, password: "", code: "" }, PASSWORD_CHECKS);
  const codeForm = useForm<CodeValues>(`${id}c`, { account: initialAccount, code: "" }, CODE_CHECKS);
  const store = useSessionStore();
  const current = tab === "password" ? passwordForm : codeForm;

  // The account field takes the focus when the dialog opens (not when a tab is switched).
  useEffect(() => {
    document.getElementById(`${id}p-account`)?.focus();
  }, [id]);

  // The account typed on one tab carries over to the other when that one is still empty.
  const switchTab = (next: "password" | "code") => {
    const [from, to] = next === "code" ? [passwordForm, codeForm] : [codeForm, passwordForm];
    if (!to.values.account.trim() && from.values.account.trim()) to.setValue("account", from.values.account.trim());
    setTab(next);
  };

  return (
    <div className="pb-1">
      <AuthTabs
        label="登录方式"
        value={tab}
        onChange={switchTab}
        tabs={[
          { value: "password", label: "密码登录", content: <PasswordLogin form={passwordForm} /> },
          { value: "code", label: "验证码登录", content: <CodeLogin form={codeForm} /> },
        ]}
      />
      <PromptLink
        prompt="还没有账号？"
        action="立即注册"
        onClick={() => store.getState().setAccountModal({ type: "register", account: current.values.account.trim() })}
      />
      <WechatLogin />
    </div>
  );
}

/** The server wants a code with the password: this account has met many failed sign-ins from many places. */
const needsCode = (error: unknown) =>
  error instanceof HttpError && (error.body as { code?: string } | undefined)?.code === SIGN_IN_CODE_REQUIRED;

const PASSWORD_FIELDS = ["account", "password"] as const;
const PASSWORD_AND_CODE_FIELDS = ["account", "password", "code"] as const;

function PasswordLogin({ form }: { form: Form<PasswordValues> }) {
  const api = useAccountApi();
  const signIn = useSignIn();
  const store = useSessionStore();
  // Past the per-account ceiling (docs/decisions/013) the form grows a code field: the code goes
  // to the account's mailbox or phone, which a script guessing passwords cannot read.
  const [codeStep, setCodeStep] = useState(false);
  const codeId = form.field("code").id;
  // The code field takes the focus when it appears.
  useEffect(() => {
    if (codeStep) document.getElementById(codeId)?.focus();
  }, [codeStep, codeId]);
  // A failure is shown by the client (e.g. 账号或密码错误, or why a code is needed); the form stays
  // for another try.
  const { pending, submit } = useFormSubmit(
    () => form.validate(codeStep ? PASSWORD_AND_CODE_FIELDS : PASSWORD_FIELDS),
    async () => {
      try {
        const code = codeStep ? form.values.code.trim() : "";
        const data = await api.login({ account: form.values.account.trim(), password: form.values.password, ...(code ? { code } : {}) });
        await signIn(data, "登录成功");
      } catch (error) {
        if (needsCode(error)) setCodeStep(true);
        throw error;
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <AccountField field={form.field("account")} kind="any" />
      <CurrentPasswordField
        field={form.field("password")}
        label="密码"
        aside={
          <button
            type="button"
            className={ui.quietLink}
            onClick={() => store.getState().setAccountModal({ type: "forget", account: form.values.account.trim() })}
          >
            忘记密码？
          </button>
        }
      />
      {codeStep ? (
        <>
          <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800">
            该账号近期登录失败次数过多。为确认是您本人，请获取发送到该手机号或邮箱的验证码，与密码一起填写后登录。
          </p>
          <AccountCodeField form={form} accountName="account" scene="login" />
        </>
      ) : null}
      <SubmitRow pending={pending} pendingText="登录中…">
        登录
      </SubmitRow>
    </form>
  );
}

function CodeLogin({ form }: { form: Form<CodeValues> }) {
  const api = useAccountApi();
  const signIn = useSignIn();
  const { pending, submit } = useFormSubmit(form.validate, async () => {
    const data = await api.smsLogin({ account: form.values.account.trim(), code: form.values.code.trim() });
    await signIn(data, "登录成功");
  });

  return (
    <form onSubmit={submit} noValidate>
      <AccountCodeFields form={form} accountName="account" kind="any" scene="login" />
      <SubmitRow pending={pending} pendingText="登录中…">
        登录
      </SubmitRow>
    </form>
  );
}

/** 微信登录, only when the deployment has WeChat configured: the whole window goes through OAuth. */
export function WechatLogin() {
  const config = usePublicConfig();
  const location = useLocation();
  if (!config.wechatEnabled) return null;
  const returnTo = redirectParam(location.search) ?? `${location.pathname}${location.search}`;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-stone-400" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        其他登录方式
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <div className="mt-4 flex justify-center">
        <button
          type="button"
          onClick={() => window.location.assign(wechatAuthorizeUrl(config.apiBase, returnTo))}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-200 px-5 text-sm font-medium text-stone-700 transition-colors hover:border-[#07C160]/50 hover:bg-[#07C160]/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
        >
          <WechatIcon />
          微信登录
        </button>
      </div>
    </div>
  );
}
