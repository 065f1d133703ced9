/** Inputs, buttons and the code field shared by the account dialogs and pages. */
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "#app/lib/toast";
import type { CodeScene } from "#contract/account";
import { isMobile } from "#contract/validators";
import { SliderCaptcha } from "#app/components/slider-captcha";
import { useAccountApi, useCaptchaCalls } from "./api";
import { codeButtonLabel, useCountdown } from "./countdown";
import type { FieldBinding } from "./form";

export const ui = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-orange-600 px-5 font-medium text-white shadow-sm shadow-orange-900/10 transition-colors hover:bg-orange-700 active:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:bg-orange-600/60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-700 transition-colors hover:border-stone-400 hover:bg-stone-50 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 font-medium text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60",
  link: "rounded font-medium text-orange-700 underline decoration-orange-300 underline-offset-4 hover:text-orange-800 hover:decoration-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600",
  quietLink:
    "rounded text-stone-500 underline-offset-4 hover:text-orange-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600",
} as const;

function inputClass(error: string | undefined, extra = "") {
  return `h-11 w-full rounded-lg border bg-white text-[15px] text-stone-900 outline-none transition-[border-color,box-shadow] placeholder:text-stone-400 focus:ring-4 disabled:bg-stone-50 ${
    error ? "border-red-500 focus:border-red-500 focus:ring-red-500/15" : "border-stone-300 hover:border-stone-400 focus:border-orange-600 focus:ring-orange-600/15"
  } ${extra}`;
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`${className} inline-block animate-spin rounded-full border-2 border-current border-r-transparent`} />;
}

/** The error line under a field: always takes its height, so a message does not push the form about. */
export function FieldMessage({ id, error, hint, aside }: { id: string; error?: string; hint?: ReactNode; aside?: ReactNode }) {
  const message = (
    <p id={id} role={error ? "alert" : undefined} className={`min-h-6 pt-1 text-[13px] leading-5 ${error ? "text-red-600" : "text-stone-500"}`}>
      {error ?? hint}
    </p>
  );
  if (!aside) return message;
  return (
    <div className="flex items-start justify-between gap-3">
      {message}
      <div className="shrink-0 pt-1 text-[13px] leading-5">{aside}</div>
    </div>
  );
}

export interface TextFieldProps {
  field: FieldBinding;
  label: string;
  /** Keep the label for screen readers only (the placeholder and icon say it on screen). */
  hideLabel?: boolean;
  icon?: ReactNode;
  type?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Something inside the input's right end (e.g. a show-password toggle); `trailingWidth` pads for it. */
  trailing?: ReactNode;
  /** Something after the input on the same line (e.g. the 获取验证码 button). */
  after?: ReactNode;
  /** Something at the right end of the message line (e.g. 忘记密码？). */
  aside?: ReactNode;
}

export function TextField({
  field,
  label,
  hideLabel = false,
  icon,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  autoFocus,
  disabled,
  hint,
  trailing,
  after,
  aside,
}: TextFieldProps) {
  const messageId = `${field.id}-message`;
  return (
    <div>
      <label htmlFor={field.id} className={hideLabel ? "sr-only" : "mb-1.5 block text-sm font-medium text-stone-700"}>
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          {icon ? (
            <span className={`pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 ${field.error ? "text-red-500" : "text-stone-400"}`}>
              {icon}
            </span>
          ) : null}
          <input
            id={field.id}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            maxLength={maxLength}
            autoFocus={autoFocus}
            disabled={disabled}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error || hint ? messageId : undefined}
            className={inputClass(field.error, `${icon ? "pl-10" : "pl-3"} ${trailing ? "pr-11" : "pr-3"}`)}
          />
          {trailing ? <span className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</span> : null}
        </div>
        {after}
      </div>
      <FieldMessage id={messageId} error={field.error} hint={hint} aside={aside} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "隐藏密码" : "显示密码"}
          aria-pressed={visible}
          aria-controls={props.field.id}
          className="grid size-9 place-items-center rounded-md text-stone-400 hover:bg-stone-100 hover:text-stone-600 focus-visible:outline-2 focus-visible:outline-orange-600"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

export interface CodeFieldProps extends Omit<TextFieldProps, "type" | "after" | "inputMode" | "maxLength" | "autoComplete"> {
  scene: CodeScene;
  /** Checks the account field (showing its error) and answers the account, or null when it is not valid. */
  takeAccount: () => string | null;
}

/**
 * The six-digit code with its 获取验证码 button: the account is checked first, then the slider
 * captcha, then the code is sent and the button counts down 60 s.
 */
export function CodeField({ scene, takeAccount, ...props }: CodeFieldProps) {
  const api = useAccountApi();
  const captcha = useCaptchaCalls();
  const countdown = useCountdown();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const target = useRef("");

  const request = () => {
    const account = takeAccount();
    if (!account) return;
    target.current = account;
    setCaptchaOpen(true);
  };

  const send = async (captchaVerification: string) => {
    setCaptchaOpen(false);
    setSending(true);
    try {
      await api.sendCode({ account: target.current, scene, captchaVerification });
      countdown.start();
      toast.success(isMobile(target.current) ? "验证码已发送，请查收短信" : "验证码已发送，请查收邮件");
      document.getElementById(props.field.id)?.focus();
    } catch {
      // The client has shown why (e.g. sent too often); the button is ready again.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <TextField
        {...props}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        after={
          <button
            type="button"
            onClick={request}
            disabled={countdown.running || sending}
            aria-live="polite"
            className="h-11 w-[8.5rem] shrink-0 rounded-lg border border-orange-600/70 bg-orange-50 px-2 text-sm font-medium tabular-nums text-orange-700 transition-colors hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-400"
          >
            {sending ? "发送中…" : codeButtonLabel(countdown.left, countdown.started)}
          </button>
        }
      />
      <SliderCaptcha open={captchaOpen} onOpenChange={setCaptchaOpen} onVerified={send} calls={captcha} />
    </>
  );
}

export function SubmitButton({ pending, children, pendingText, className = "h-11 w-full text-base" }: { pending: boolean; children: ReactNode; pendingText?: string; className?: string }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={`${ui.primary} ${className}`}>
      {pending ? <Spinner /> : null}
      {pending ? (pendingText ?? children) : children}
    </button>
  );
}

/** A checkbox with its label and error line, e.g. accepting the registration agreement. */
export function CheckboxField({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-2 text-sm text-stone-600">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-stone-300 accent-orange-600"
        />
        <label htmlFor={id} className="cursor-pointer select-none leading-5">
          {children}
        </label>
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}
