/** The registration dialog's body: 手机注册 / 邮箱注册, with code, password and the agreement. */
import { useEffect, useId, useState } from "react";
import { code, password } from "#contract/account";
import { email, isEmail, isMobile, mobile } from "#contract/validators";
import { useSessionStore } from "#app/lib/session";
import { AccountCodeFields, NewPasswordFields } from "./account-fields";
import { useAccountApi } from "./api";
import { AuthTabs } from "./auth-tabs";
import { AGREEMENT_REQUIRED, confirmCheck } from "./checks";
import { CheckboxField, SubmitButton, ui } from "./fields";
import { schemaCheck, useForm, type Checks, type Form } from "./form";
import { PromptLink } from "./form-parts";
import { useSignIn } from "./session-actions";
import { useFormSubmit } from "./submit";

/** A registration form's values: the account field is `mobile` or `email`. */
type RegisterValues<A extends "mobile" | "email"> = Record<A | "code" | "password" | "confirm", string>;
type PhoneValues = RegisterValues<"mobile">;
type EmailValues = RegisterValues<"email">;
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
          { value: "phone", label: "手机注册", content: <RegisterForm accountName="mobile" form={phoneForm} agreement={agreement} /> },
          { value: "email", label: "邮箱注册", content: <RegisterForm accountName="email" form={emailForm} agreement={agreement} /> },
        ]}
      />
      <PromptLink prompt="已有账号？" action="立即登录" onClick={() => store.getState().setAccountModal({ type: "login", account: current.trim() })} />
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

function RegisterForm<A extends "mobile" | "email">({ accountName, form, agreement }: { accountName: A; form: Form<RegisterValues<A>>; agreement: Agreement }) {
  const api = useAccountApi();
  const signIn = useSignIn();
  const kind = accountName === "mobile" ? "phone" : "email";
  const checkboxId = `${agreement.id}-${kind}`;

  // Every error shows at once, the agreement's too; the focus goes to the first bad field, then to the checkbox.
  const check = () => {
    const valid = form.validate();
    if (!agreement.agreed) agreement.setAgreeError(AGREEMENT_REQUIRED);
    if (!valid) return false;
    if (!agreement.agreed) {
      document.getElementById(checkboxId)?.focus();
      return false;
    }
    return true;
  };

  // A failure is shown by the client (e.g. 该账号已注册，请直接登录).
  const { pending, submit } = useFormSubmit(check, async () => {
    const account = form.values[accountName].trim();
    const body = { code: form.values.code.trim(), password: form.values.password };
    const data = accountName === "mobile" ? await api.registerPhone({ mobile: account, ...body }) : await api.registerEmail({ email: account, ...body });
    await signIn(data, "注册成功，欢迎加入共创字库");
  });

  return (
    <form onSubmit={submit} noValidate>
      <AccountCodeFields form={form} accountName={accountName} kind={accountName} scene="register" />
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirm")} label="设置密码" confirmLabel="确认密码" />
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
