/**
 * What sits around the account forms' fields: the submit row (alone or with 取消 / 上一步 beside
 * it), the line under a form that offers another way (还没有账号？立即注册), and the grey box
 * above a form that says which account it is about.
 */
import type { ReactNode } from "react";
import { SubmitButton, ui } from "./fields";

/** The grey button at the left of an action row (取消, 上一步); it never submits. */
export function SecondaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={`${ui.secondary} h-11 w-28 shrink-0`}>
      {children}
    </button>
  );
}

/** A form's submit row: the full-width submit button, or, given `secondary`, that button first and the submit filling the rest. */
export function SubmitRow({
  pending,
  pendingText,
  secondary,
  children,
}: {
  pending: boolean;
  pendingText: string;
  secondary?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  if (!secondary) {
    return (
      <div className="mt-1">
        <SubmitButton pending={pending} pendingText={pendingText}>
          {children}
        </SubmitButton>
      </div>
    );
  }
  return (
    <div className="mt-1 flex gap-3">
      <SecondaryButton onClick={secondary.onClick}>{secondary.label}</SecondaryButton>
      <SubmitButton pending={pending} pendingText={pendingText} className="h-11 flex-1 text-base">
        {children}
      </SubmitButton>
    </div>
  );
}

/** The centred line under a form offering another way: the prompt, then a link-styled button. */
export function PromptLink({ prompt, action, onClick }: { prompt: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-4 text-center text-sm text-stone-500">
      {prompt}
      <button type="button" className={ui.link} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

/** The grey box above a form about an account (正在为 … 设置新密码, 当前绑定的手机号：…). */
export function AccountNotice({ children }: { children: ReactNode }) {
  return <p className="mb-4 rounded-lg bg-stone-50 px-3 py-2.5 text-sm text-stone-600">{children}</p>;
}
