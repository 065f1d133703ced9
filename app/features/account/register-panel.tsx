/** The registration dialog's body: 手机注册 / 邮箱注册, with code, password and the agreement. */
import { useEffect, useId, useState, type FormEvent } from "react";
import { code, password, PASSWORD_RULE } from "../../../contract/account";
import { email, isEmail, isMobile, mobile } from "../../../contract/validators";
import { useSessionStore } from "../../lib/session";
import { useAccountApi } from "./api";
import { AuthTabs } from "./auth-tabs";
import { CheckboxField, CodeField, PasswordField, SubmitButton, TextField, ui } from "./fields";
import { AGREEMENT_REQUIRED, confirmCheck } from "./checks";
import { schemaCheck, useForm, type Checks, type Form } from "./form";
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon } from "./icons";
import { useSignIn } from "./session-actions";

type PhoneValues = { mobile: string; code: string; password: string; confirm: string };
type EmailValues = { email: string; code: string; password: string; confirm: string };
const PHONE_CHECKS: Checks<PhoneValues> = {
  mobile: schemaCheck(mobile),
  code: schemaCheck(code),
  password: schemaCheck(password),
  confirm: confirmCheck<PhoneValues>(),
};
const EMAIL_CHECKS: Checks<EmailValues> = {
  email: schemaCheck(email),
  code: schemaCheck(code),
  password: schemaCheck(password),
  confirm: confirmCheck<EmailValues>(),
};

export function RegisterPanel({ initialAccount = "" }: { initialAccount?: string }) {
  const id = useId();
  const [tab, setTab] = useState<"phone" | "email">(isEmail(initialAccount) ? "email" : "phone");
  const phoneForm = useForm<PhoneValues>(`${id}m`, { mobile: isMobile(initialAccount) ? initialAccount : "", code: "", password: "", confirm: "" }, PHONE_CHECKS);
  const emailForm = useForm<EmailValues>(`${id}e`, { email: isEmail(initialAccount) ? initialAccount : "", code: "", password: "", confirm: "" }, EMAIL_CHECKS);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const store = useSessionStore();
  const agreement: Agreement = {
    id: `${id}-agree`,
    agreed,
    setAgreed: (value) => {
      setAgreed(value);
      if (value) setAgreeError(undefined);
    },
    agreeError,
    setAgreeError,
  };
  const current = tab === "phone" ? phoneForm.values.mobile : emailForm.values.email;

  // The first field takes the focus when the dialog opens (not when a tab is switched).
  const [firstTab] = useState(tab);
  useEffect(() => {
    document.getElementById(firstTab === "phone" ? `${id}m-mobile` : `${id}e-email`)?.focus();
  }, [id, firstTab]);

  return (
    <div className="pb-1">
      <AuthTabs
        label="注册方式"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: "phone", label: "手机注册", content: <RegisterForm kind="phone" form={phoneForm} agreement={agreement} /> },
          { value: "email", label: "邮箱注册", content: <RegisterForm kind="email" form={emailForm} agreement={agreement} /> },
        ]}
      />
      <p className="mt-4 text-center text-sm text-stone-500">
        已有账号？
        <button type="button" className={ui.link} onClick={() => store.getState().setAccountModal({ type: "login", account: current.trim() })}>
          立即登录
        </button>
      </p>
    </div>
  );
}

interface Agreement {
  id: string;
  agreed: boolean;
  setAgreed: (value: boolean) => void;
  agreeError: string | undefined;
  setAgreeError: (value: string | undefined) => void;
}

function RegisterForm({ kind, form, agreement }: { kind: "phone" | "email"; form: Form<PhoneValues> | Form<EmailValues>; agreement: Agreement }) {
  const [pending, setPending] = useState(false);
  const api = useAccountApi();
  const signIn = useSignIn();
  // One shape for both tabs: the account field is `mobile` or `email`.
  const f = form as unknown as Form<Record<"account" | "code" | "password" | "confirm", string>>;
  const accountName = (kind === "phone" ? "mobile" : "email") as "account";
  const accountValue = () => (f.values[accountName] ?? "").trim();
  const checkboxId = `${agreement.id}-${kind}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const valid = f.validate();
    if (!agreement.agreed) agreement.setAgreeError(AGREEMENT_REQUIRED);
    if (!valid) return;
    if (!agreement.agreed) {
      document.getElementById(checkboxId)?.focus();
      return;
    }
    setPending(true);
    try {
      const body = { code: f.values.code.trim(), password: f.values.password };
      const data =
        kind === "phone" ? await api.registerPhone({ mobile: accountValue(), ...body }) : await api.registerEmail({ email: accountValue(), ...body });
      await signIn(data, "注册成功，欢迎加入共创字库");
    } catch {
      // Shown by the client (e.g. 该账号已注册，请直接登录).
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {kind === "phone" ? (
        <TextField field={f.field(accountName)} label="手机号" hideLabel icon={<PhoneIcon />} placeholder="手机号" type="tel" inputMode="tel" autoComplete="username" maxLength={11} />
      ) : (
        <TextField field={f.field(accountName)} label="邮箱" hideLabel icon={<MailIcon />} placeholder="邮箱" type="email" inputMode="email" autoComplete="username" />
      )}
      <CodeField
        field={f.field("code")}
        label="验证码"
        hideLabel
        icon={<ShieldIcon />}
        placeholder="6 位验证码"
        scene="register"
        takeAccount={() => (f.validate([accountName]) ? accountValue() : null)}
      />
      <PasswordField field={f.field("password")} label="设置密码" hideLabel icon={<LockIcon />} placeholder="设置密码" autoComplete="new-password" hint={PASSWORD_RULE} />
      <PasswordField field={f.field("confirm")} label="确认密码" hideLabel icon={<LockIcon />} placeholder="确认密码" autoComplete="new-password" />
      <CheckboxField id={checkboxId} checked={agreement.agreed} onChange={agreement.setAgreed} error={agreement.agreeError}>
        我已阅读并同意
        <a href="/agreement/register" target="_blank" rel="noopener" className={ui.link}>
          《用户注册协议》
        </a>
      </CheckboxField>
      <SubmitButton pending={pending} pendingText="注册中…">
        注册
      </SubmitButton>
    </form>
  );
}
