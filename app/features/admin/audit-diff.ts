/**
 * The audit log in words (/admin/audit): what an entry acted on, and its before/after as a
 * field-by-field difference with Chinese labels and values, instead of raw JSON. The entries
 * themselves stay as recorded (server/admin/audit.ts); this only reads them.
 */
import { ROLE_LABELS, type AuditEntry, type Role } from "#contract/admin";
import { BOARD_STATUS_LABELS, type BoardStatus } from "#contract/board";
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from "#contract/content";

/** Field names as the console says them; `area.field` wins over `field` (area: what the target is). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: "状态",
  role: "角色",
  nickname: "昵称",
  reason: "原因",
  reply: "回复",
  name: "名称",
  content: "内容",
  fontName: "字体名称",
  fontId: "字体",
  families: "字族",
  contributor: "贡献者",
  "submission.fontName": "投稿时的名称",
  "message.name": "留言人",
  "message.content": "留言内容",
  "edits.name": "字体名称",
  "edits.nameEn": "英文名称",
  "edits.category": "分类",
  "edits.license": "授权类型",
  "edits.licenseName": "授权名称",
  "edits.description": "介绍",
  "edits.designer": "设计师",
};

const LABEL_ORDER = Object.keys(AUDIT_FIELD_LABELS);

/** What a target's area is called, and where the console shows it. */
const AREAS: Record<string, { label: string; link?: (id: string) => string }> = {
  submission: { label: "投稿", link: (id) => `/admin/submissions/${id}` },
  message: { label: "留言", link: () => "/admin/messages" },
  user: { label: "用户" },
  content: { label: "内容" },
};

/** Dictionary labels for the catalogue fields (fontCategory, fontLicense), when the page has them. */
export type DictLabels = Partial<Record<"category" | "license", Record<string, string>>>;

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

export interface AuditTarget {
  text: string;
  link: string | null;
}

const EMPTY = "（空）";

/** "submission:12" → 投稿 #12「name」 and its console page; anything else as written. */
export function auditTarget(entry: Pick<AuditEntry, "target" | "before" | "after">): AuditTarget {
  const [area, id] = entry.target.split(":", 2);
  const known = id !== undefined ? AREAS[area] : undefined;
  if (!known) return { text: entry.target, link: null };
  const named = [entry.after, entry.before].map((v) => v?.fontName ?? v?.nickname ?? v?.title ?? v?.name).find((v) => typeof v === "string" && v);
  return { text: `${known.label} #${id}${named ? `「${String(named)}」` : ""}`, link: known.link?.(id) ?? null };
}

/** Nested objects (the accept's edits) become `edits.name` … so each edited field is a row. */
function flatten(value: Record<string, unknown> | null, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, v] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (v && typeof v === "object" && !Array.isArray(v)) for (const [k, w] of flatten(v as Record<string, unknown>, path)) out.set(k, w);
    else out.set(path, v);
  }
  return out;
}

function say(area: string, field: string, value: unknown, dict: DictLabels): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (field === "role") return ROLE_LABELS[value as Role] ?? String(value);
  if (field === "status" && area === "submission") return SUBMISSION_STATUS_LABELS[value as SubmissionStatus] ?? String(value);
  if (field === "status" && area === "message") return BOARD_STATUS_LABELS[value as BoardStatus] ?? String(value);
  if (field === "edits.category" || field === "edits.license") return dict[field === "edits.category" ? "category" : "license"]?.[String(value)] ?? `编号 ${String(value)}`;
  if (field === "fontId") return `#${String(value)}`;
  if (Array.isArray(value)) return value.length ? value.map((v) => (field === "families" ? `#${String(v)}` : String(v))).join("、") : EMPTY;
  if (typeof value === "boolean") return value ? "是" : "否";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Fields that name the target: recorded on one side for context, never a change. */
const NAMING = new Set(["fontName", "nickname", "title", "name"]);

/**
 * Every field of before and after, in the order they were recorded: its label, both values in
 * words, and whether it changed. Entries record some fields on one side only, for context (the
 * font's name before an accept, the nickname after a role change): such a field, or any the
 * after side leaves out, is shown unchanged; a field only the after side has (the accept's
 * edits, a created item's fields) changed from (空).
 */
export function auditChanges(entry: Pick<AuditEntry, "target" | "before" | "after">, dict: DictLabels = {}): AuditChange[] {
  const area = entry.target.split(":", 1)[0];
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  // The database keeps JSON keys in its own order: list them in the labels' order (状态 first).
  const rank = (field: string) => {
    const at = LABEL_ORDER.indexOf(field);
    return at === -1 ? LABEL_ORDER.length : at;
  };
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => rank(a) - rank(b));
  return fields.map((field) => {
    const context = entry.before && entry.after && (!after.has(field) || (!before.has(field) && NAMING.has(field)));
    const b = say(area, field, context && !before.has(field) ? after.get(field) : before.get(field), dict);
    const a = say(area, field, context && !after.has(field) ? before.get(field) : after.get(field), dict);
    const label = AUDIT_FIELD_LABELS[`${area}.${field}`] ?? AUDIT_FIELD_LABELS[field] ?? field;
    return { field, label, before: b, after: a, changed: b !== a };
  });
}
