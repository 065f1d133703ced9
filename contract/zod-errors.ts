/**
 * The one Chinese error map for every zod schema, browser and server alike:
 * zod's defaults are English, and any schema without its own message would otherwise show a user
 * "Invalid input: expected string". A schema's own message still wins over this map. The map is
 * installed by importing this module; contract/validators.ts does so, and every schema module
 * builds on validators.
 */
import { config, type z } from "zod";
import { MESSAGES } from "./messages";

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: "文本",
  number: "数字",
  int: "整数",
  boolean: "布尔值",
  object: "对象",
  array: "列表",
  date: "日期",
  bigint: "整数",
};

/** "参数 size" for a named parameter, "参数" for the input as a whole. */
function subject(issue: Issue): string {
  const name = (issue.path ?? []).filter((p) => typeof p === "string" || typeof p === "number").join(".");
  return name ? `参数 ${name} ` : "参数";
}

export function chineseIssue(issue: Issue): string {
  const who = subject(issue);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `缺少${who.trim()}`;
      return `${who}类型不正确，应为${TYPE_NAMES[issue.expected as string] ?? "正确的类型"}`;
    case "too_small":
      if (issue.origin === "string") return `${who}至少 ${issue.minimum} 个字符`;
      if (issue.origin === "array" || issue.origin === "set") return `${who}至少 ${issue.minimum} 项`;
      return `${who}不能小于 ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `${who}最多 ${issue.maximum} 个字符`;
      if (issue.origin === "array" || issue.origin === "set") return `${who}最多 ${issue.maximum} 项`;
      return `${who}不能大于 ${issue.maximum}`;
    case "invalid_format":
      return `${who}格式不正确`;
    case "not_multiple_of":
      return `${who}必须是 ${issue.divisor} 的倍数`;
    case "invalid_value":
      return `${who}取值不正确`;
    case "unrecognized_keys":
      return `不支持的参数：${(issue.keys ?? []).join("、")}`;
    case "invalid_key":
    case "invalid_element":
    case "invalid_union":
      return `${who}格式不正确`;
    default:
      return MESSAGES.invalidInput;
  }
}

// jitless: zod's fast path compiles parsers with `new Function`, which the site's CSP forbids in
// the browser (script-src without 'unsafe-eval'); the probe alone is reported as a violation.
// Called as `config`, not `z.config`: the client build treats `z.*` calls as pure (vite.config.ts)
// and would drop this one, whose whole point is its side effect.
config({ customError: chineseIssue, jitless: typeof document !== "undefined" });
