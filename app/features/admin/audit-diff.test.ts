/** The audit log in words: each recorded action reads as who/what and a field-by-field change in Chinese. */
import { describe, expect, it } from "vitest";
import { auditChanges, auditTarget } from "./audit-diff";

const rows = (entry: Parameters<typeof auditChanges>[0], dict = {}) => auditChanges(entry, dict).map((c) => [c.label, c.before, c.after, c.changed]);

describe("audit entries in words", () => {
  it("a role change: the role in Chinese, the nickname as context", () => {
    const entry = { target: "user:5", before: { role: "member" }, after: { role: "reviewer", nickname: "小红" } };
    expect(auditTarget(entry)).toEqual({ text: "用户 #5「小红」", link: null });
    expect(rows(entry)).toEqual([
      ["角色", "会员", "审核员", true],
      ["昵称", "小红", "小红", false],
    ]);
  });

  it("an accept: status, the new font, each edited field with its dictionary label; the old name unchanged", () => {
    const entry = {
      target: "submission:3",
      before: { status: "pending", fontName: "共创测试楷" },
      after: { status: "accepted", fontId: 41, families: [41, 42], edits: { name: "共创楷书", category: "2" }, contributor: "小明" },
    };
    expect(auditTarget(entry)).toEqual({ text: "投稿 #3「共创测试楷」", link: "/admin/submissions/3" });
    expect(rows(entry, { category: { "2": "楷体" } })).toEqual([
      ["状态", "待审核", "已通过", true],
      ["投稿时的名称", "共创测试楷", "共创测试楷", false],
      ["字体", "（空）", "#41", true],
      ["字族", "（空）", "#41、#42", true],
      ["贡献者", "（空）", "小明", true],
      ["字体名称", "（空）", "共创楷书", true],
      ["分类", "（空）", "楷体", true],
    ]);
  });

  it("a board message: statuses and the reply in Chinese, 状态 first whatever order the database keeps, the unchanged text marked so", () => {
    const entry = { target: "message:7", before: { name: "小明", reply: "", status: "pending", content: "能商用吗" }, after: { name: "小明", reply: "可以", status: "replied", content: "能商用吗" } };
    expect(auditTarget(entry)).toEqual({ text: "留言 #7「小明」", link: "/admin/messages" });
    expect(rows(entry)).toEqual([
      ["状态", "待处理", "已回复", true],
      ["回复", "（空）", "可以", true],
      ["留言人", "小明", "小明", false],
      ["留言内容", "能商用吗", "能商用吗", false],
    ]);
  });

  it("a creation (no before) shows every field as new; an unknown target and field as recorded", () => {
    const entry = { target: "thing:x:y", before: null, after: { flag: true, tags: [] } };
    expect(auditTarget(entry)).toEqual({ text: "thing:x:y", link: null });
    expect(rows(entry)).toEqual([
      ["flag", "（空）", "是", true],
      ["tags", "（空）", "（空）", false],
    ]);
  });
});
