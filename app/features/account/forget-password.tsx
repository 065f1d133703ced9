/**
 * Password recovery in two steps (spec §7): the account and its code are checked first
 * (rest-code-verify, which does not use the code up), then the new password is set with the
 * same code (rest-pwd). Used by the dialog and by the /account/forget page.
 */
import { useId, useState, type FormEvent } from "react";
import { code, password, PASSWORD_RULE } from "../../../contract/account";
import { account } from "../../../contract/validators";
import { useAccountApi } from "./api";
import { CodeField, PasswordField, SubmitButton, TextField, ui } from "./fields";
import { confirmCheck } from "./checks";
import { schemaCheck, useForm, type Checks } from "./form";
import { CheckIcon, LockIcon, ShieldIcon, UserIcon } from "./icons";

type VerifyValues = { account: string; code: string };
type ResetValues = { password: string; confirm: string };
const VERIFY_CHECKS: Checks<VerifyValues> = { account: schemaCheck(account), code: schemaCheck(code) };
const RESET_CHECKS: Checks<ResetValues> = { password: schemaCheck(password), confirm: confirmCheck<ResetValues>() };

export interface ForgetPasswordFormProps {
  initialAccount?: string;
  /** After the new password is set (the account, to prefill a login). */
  onDone: (account: string) => void;
  /** Offers a way back to the login (the dialog); omitted on the page. */
  onBackToLogin?: () => void;
  autoFocus?: boolean;
}

export function ForgetPasswordForm({ initialAccount = "", onDone, onBackToLogin, autoFocus = true }: ForgetPasswordFormProps) {
  const [verified, setVerified] = useState<VerifyValues | null>(null);
  return (
    <div>
      <Steps current={verified ? 2 : 1} />
      {verified ? (
        <ResetStep verified={verified} onBack={() => setVerified(null)} onDone={onDone} />
      ) : (
        <VerifyStep initialAccount={initialAccount} onVerified={setVerified} autoFocus={autoFocus} />
      )}
      {onBackToLogin ? (
        <p className="mt-4 text-center text-sm text-stone-500">
          想起密码了？
          <button type="button" className={ui.link} onClick={onBackToLogin}>
            返回登录
          </button>
        </p>
      ) : null}
    </div>
  );
}

function Steps({ current }: { current: 1 | 2 }) {
  const steps = ["验证身份", "设置新密码"];
  return (
    <ol className="mb-5 flex items-center gap-2 text-sm" aria-label="找回密码步骤">
      {steps.map((label, i) => {
        const n = i + 1;
        const state = n < current ? "done" : n === current ? "current" : "todo";
        return (
          <li key={label} className="flex flex-1 items-center gap-2" aria-current={state === "current" ? "step" : undefined}>
            <span
              className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold ${
                state === "todo" ? "bg-stone-100 text-stone-400" : state === "done" ? "bg-orange-100 text-orange-700" : "bg-orange-600 text-white"
              }`}
            >
              {state === "done" ? <CheckIcon width={14} height={14} /> : n}
            </span>
            <span className={state === "todo" ? "text-stone-400" : "font-medium text-stone-800"}>{label}</span>
            {n < steps.length ? <span aria-hidden="true" className={`h-px flex-1 ${state === "done" ? "bg-orange-300" : "bg-stone-200"}`} /> : null}
          </li>
        );
      })}
    </ol>
  );
}

function VerifyStep({ initialAccount, onVerified, autoFocus }: { initialAccount: string; onVerified: (values: VerifyValues) => void; autoFocus: boolean }) {
  const id = useId();
  const form = useForm<VerifyValues>(id, { account: initialAccount, code: "" }, VERIFY_CHECKS);
  const [pending, setPending] = useState(false);
  const api = useAccountApi();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.validate()) return;
    setPending(true);
    const values = { account: form.values.account.trim(), code: form.values.code.trim() };
    try {
      await api.restCodeVerify(values);
      onVerified(values);
    } catch {
      // Shown by the client (e.g. 验证码错误或已过期).
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        field={form.field("account")}
        label="手机号/邮箱"
        hideLabel
        icon={<UserIcon />}
        placeholder="注册时使用的手机号/邮箱"
        autoComplete="username"
        inputMode="email"
        autoFocus={autoFocus}
      />
      <CodeField
        field={form.field("code")}
        label="验证码"
        hideLabel
        icon={<ShieldIcon />}
        placeholder="6 位验证码"
        scene="reset"
        takeAccount={() => (form.validate(["account"]) ? form.values.account.trim() : null)}
      />
      <div className="mt-1">
        <SubmitButton pending={pending} pendingText="验证中…">
          下一步
        </SubmitButton>
      </div>
    </form>
  );
}

function ResetStep({ verified, onBack, onDone }: { verified: VerifyValues; onBack: () => void; onDone: (account: string) => void }) {
  const id = useId();
  const form = useForm<ResetValues>(id, { password: "", confirm: "" }, RESET_CHECKS);
  const [pending, setPending] = useState(false);
  const api = useAccountApi();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      await api.restPwd({ ...verified, password: form.values.password });
      onDone(verified.account);
    } catch {
      // Shown by the client.
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-4 rounded-lg bg-stone-50 px-3 py-2.5 text-sm text-stone-600">
        正在为 <span className="font-medium text-stone-900">{verified.account}</span> 设置新密码
      </p>
      {/* The account, for password managers to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={verified.account} readOnly hidden />
      <PasswordField field={form.field("password")} label="新密码" hideLabel icon={<LockIcon />} placeholder="新密码" autoComplete="new-password" hint={PASSWORD_RULE} autoFocus />
      <PasswordField field={form.field("confirm")} label="确认新密码" hideLabel icon={<LockIcon />} placeholder="确认新密码" autoComplete="new-password" />
      <div className="mt-1 flex gap-3">
        <button type="button" onClick={onBack} className={`${ui.secondary} h-11 w-28 shrink-0`}>
          上一步
        </button>
        <SubmitButton pending={pending} pendingText="提交中…" className="h-11 flex-1 text-base">
          确认修改
        </SubmitButton>
      </div>
    </form>
  );
}
