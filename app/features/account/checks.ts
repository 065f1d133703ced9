/** Checks of the account forms that the contract schemas do not cover (confirmations, agreement). */
import type { Check } from "./form";

export const AGREEMENT_REQUIRED = "请阅读并同意《用户注册协议》";
export const PASSWORDS_DIFFER = "两次输入的密码不一致";
export const CONFIRM_REQUIRED = "请再次输入密码";

/** 确认密码: present and equal to the field named `password`. */
export function confirmCheck<V extends { password: string; confirm: string }>(): Check<V> {
  return (value, values) => (value === "" ? CONFIRM_REQUIRED : value === values.password ? null : PASSWORDS_DIFFER);
}
