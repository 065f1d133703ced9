/**
 * The account forms' own fields, built on the inputs of fields.tsx: the account (手机号/邮箱,
 * 手机号 or 邮箱), the account with its code and 获取验证码 button, the current password, and a
 * new password with its confirmation. Labels are for screen readers; the placeholder and the
 * icon say the same on screen.
 */
import { LockIcon, MailIcon, ShieldCheckIcon, SmartphoneIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PASSWORD_RULE, type CodeScene } from "#contract/account";
import { CodeField, PasswordField, TextField } from "./fields";
import type { FieldBinding, Form } from "./form";

/** What an account field takes: a mobile number or an e-mail address (any), or only one of them. */
export type AccountKind = "any" | "mobile" | "email";

const ACCOUNT_INPUTS = {
  any: { label: "手机号/邮箱", Icon: UserIcon, type: "text", inputMode: "email", maxLength: undefined },
  mobile: { label: "手机号", Icon: SmartphoneIcon, type: "tel", inputMode: "tel", maxLength: 11 },
  email: { label: "邮箱", Icon: MailIcon, type: "email", inputMode: "email", maxLength: undefined },
} as const;

export interface AccountFieldProps {
  field: FieldBinding;
  kind: AccountKind;
  /** The label and placeholder; the kind's own when omitted (e.g. 新手机号 when replacing one). */
  label?: string;
  /** A placeholder that says more than the label (注册时使用的手机号/邮箱). */
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** The account input: its icon, keyboard, type and length follow the kind. */
export function AccountField({ field, kind, label, placeholder, autoComplete = "username", autoFocus }: AccountFieldProps) {
  const input = ACCOUNT_INPUTS[kind];
  const name = label ?? input.label;
  return (
    <TextField
      field={field}
      label={name}
      hideLabel
      icon={<input.Icon />}
      placeholder={placeholder ?? name}
      type={input.type}
      inputMode={input.inputMode}
      maxLength={input.maxLength}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
    />
  );
}

export interface AccountCodeFieldsProps<V extends Record<string, string> & { code: string }> extends Omit<AccountFieldProps, "field"> {
  form: Form<V>;
  /** The form's account field (account, mobile or email): checked before a code is sent to it. */
  accountName: keyof V & string;
  scene: CodeScene;
}

/**
 * The account field and, under it, the form's `code` field with its 获取验证码 button: the button
 * checks the account (showing its error), then the slider captcha, then sends the code to it
 * and counts down. Used by 验证码登录, registration, recovery and binding.
 */
export function AccountCodeFields<V extends Record<string, string> & { code: string }>({ form, accountName, scene, ...account }: AccountCodeFieldsProps<V>) {
  return (
    <>
      <AccountField field={form.field(accountName)} {...account} />
      <AccountCodeField form={form} accountName={accountName} scene={scene} />
    </>
  );
}

/**
 * The form's `code` field with its 获取验证码 button, for the account in `accountName` (checked
 * first, showing its error): alone where the account field is already on the form for another
 * reason (the password sign-in past the ceiling of failures, docs/decisions/013).
 */
export function AccountCodeField<V extends Record<string, string> & { code: string }>({ form, accountName, scene }: { form: Form<V>; accountName: keyof V & string; scene: CodeScene }) {
  return (
    <CodeField
      field={form.field("code")}
      label="验证码"
      hideLabel
      icon={<ShieldCheckIcon size={18} />}
      placeholder="6 位验证码"
      scene={scene}
      takeAccount={() => (form.validate([accountName]) ? form.values[accountName].trim() : null)}
    />
  );
}

/** The password the account has now (密码 at login, 原密码 when changing it), with show/hide. */
export function CurrentPasswordField({ field, label, autoFocus, aside }: { field: FieldBinding; label: string; autoFocus?: boolean; aside?: ReactNode }) {
  return <PasswordField field={field} label={label} hideLabel icon={<LockIcon size={18} />} placeholder={label} autoComplete="current-password" autoFocus={autoFocus} aside={aside} />;
}

/** A new password, with the password rule as its hint, and its confirmation; both with show/hide. */
export function NewPasswordFields({
  password,
  confirm,
  label = "新密码",
  confirmLabel = "确认新密码",
  autoFocus,
}: {
  password: FieldBinding;
  confirm: FieldBinding;
  label?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField field={password} label={label} hideLabel icon={<LockIcon size={18} />} placeholder={label} autoComplete="new-password" hint={PASSWORD_RULE} autoFocus={autoFocus} />
      <PasswordField field={confirm} label={confirmLabel} hideLabel icon={<LockIcon size={18} />} placeholder={confirmLabel} autoComplete="new-password" />
    </>
  );
}

/** The account, hidden, for password managers to file a new password under. */
export function HiddenUsername({ value }: { value: string }) {
  return <input type="text" name="username" autoComplete="username" value={value} readOnly hidden />;
}
