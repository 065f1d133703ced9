/**
 * Password recovery in two steps (docs/product.md §7): the account and its code are checked first
 * (rest-code-verify, which does not use the code up), then the new password is set with the
 * same code (rest-pwd). Used by the dialog and by the /account/forget page.
 */
import { CheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { code, password } from "#contract/account";
import { account } from "#contract/validators";
import { AccountCodeFields, HiddenUsername, NewPasswordFields } from "./account-fields";
import { useAccountApi } from "./api";
import { confirmCheck } from "./checks";
import { schemaCheck, useForm, type Checks } from "./form";
import { AccountNotice, PromptLink, SubmitRow } from "./form-parts";

import { useFormSubmit } from "./submit";

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
      {onBackToLogin ? <PromptLink prompt="想起密码了？" action="返回登录" onClick={onBackToLogin} /> : null}
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
              {state === "done" ? <CheckIcon size={14} /> : n}
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
  const api = useAccountApi();
  // A failure is shown by the client (e.g. 验证码错误或已过期); a success moves on to the next step.
  const { pending, submit } = useFormSubmit(
    form.validate,
    async () => {
      const values = { account: form.values.account.trim(), code: form.values.code.trim() };
      await api.restCodeVerify(values);
      onVerified(values);
    },
    { keepPendingOnSuccess: true },
  );

  return (
    <form onSubmit={submit} noValidate>
      <AccountCodeFields form={form} accountName="account" kind="any" placeholder="注册时使用的手机号/邮箱" autoFocus={autoFocus} scene="reset" />
      <SubmitRow pending={pending} pendingText="验证中…">
        下一步
      </SubmitRow>
    </form>
  );
}

function ResetStep({ verified, onBack, onDone }: { verified: VerifyValues; onBack: () => void; onDone: (account: string) => void }) {
  const id = useId();
  const form = useForm<ResetValues>(id, { password: "", confirm: "" }, RESET_CHECKS);
  const api = useAccountApi();
  const { pending, submit } = useFormSubmit(
    form.validate,
    async () => {
      await api.restPwd({ ...verified, password: form.values.password });
      onDone(verified.account);
    },
    { keepPendingOnSuccess: true },
  );

  return (
    <form onSubmit={submit} noValidate>
      <AccountNotice>
        正在为 <span className="font-medium text-stone-900">{verified.account}</span> 设置新密码
      </AccountNotice>
      <HiddenUsername value={verified.account} />
      <NewPasswordFields password={form.field("password")} confirm={form.field("confirm")} autoFocus />
      <SubmitRow pending={pending} pendingText="提交中…" secondary={{ label: "上一步", onClick: onBack }}>
        确认修改
      </SubmitRow>
    </form>
  );
}
