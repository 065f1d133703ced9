/** The two-way switch at the top of the login and registration dialogs (密码登录 / 验证码登录 …). */
import type { ReactNode } from "react";
import { Tabs } from "#app/components/tabs";

export interface AuthTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * The site's tabs (a click switches, arrows move focus). Panes unmount when left, so the forms'
 * state lives with the caller.
 */
export function AuthTabs<T extends string>({ label, value, onChange, tabs }: { label: string; value: T; onChange: (value: T) => void; tabs: AuthTab<T>[] }) {
  return (
    <Tabs
      aria-label={label}
      items={tabs}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      listClassName="mb-1 -mx-1"
      contentClassName="rounded-sm pt-5"
    />
  );
}
