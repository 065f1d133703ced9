/**
 * Code, comments and docs cite only what is in the repository: docs/product.md by its numbered
 * parts, docs/contract.md by its headings, decision records that exist, files under docs/ that
 * exist — never an outside document or a work-tracker number, which a newcomer cannot open.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SELF = path.relative(ROOT, import.meta.filename);
const TEXT = /\.(ts|tsx|js|mjs|md|css|yml|yaml|json|py|sh|html)$/;
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((f) => TEXT.test(f) && f !== "package-lock.json" && f !== SELF && !f.startsWith("public/vendor/") && fs.existsSync(path.join(ROOT, f)));
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");

/** Every match of `pattern` in the tracked text files, as "file:line: text". */
function findAll(pattern: RegExp, keep: (match: RegExpExecArray) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = read(file).split("\n");
    lines.forEach((line, i) => {
      for (const match of line.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g"))) {
        if (keep(match as RegExpExecArray)) found.push(`${file}:${i + 1}: ${match[0]}`);
      }
    });
  }
  return found;
}

describe("references in code and docs", () => {
  it("never cite documents outside the repository or tracker numbers", () => {
    expect(findAll(/\bspec\.md\b|\bDESIGN\.md\b|\b[Ss]pec §|\b[Ii]ssues? #?\d+/)).toEqual([]);
  });

  it("cite files under docs/ that exist", () => {
    expect(findAll(/\bdocs\/[\w./-]+\.md\b/, (m) => !fs.existsSync(path.join(ROOT, m[0])))).toEqual([]);
  });

  it("cite parts of docs/product.md and headings of docs/contract.md that exist", () => {
    const parts = new Set([...read("docs/product.md").matchAll(/^## §(\d+)/gm)].map((m) => m[1]));
    const headings = new Set([...read("docs/contract.md").matchAll(/^## (.+)$/gm)].map((m) => m[1].trim()));
    expect(findAll(/docs\/product\.md §(\d+)/, (m) => !parts.has(m[1]))).toEqual([]);
    expect(findAll(/docs\/contract\.md "([^"]+)"/, (m) => !headings.has(m[1]))).toEqual([]);
  });

  it("cite decision records that exist", () => {
    const records = fs.readdirSync(path.join(ROOT, "docs/decisions")).filter((f) => /^\d{3}-/.test(f));
    const numbers = new Set(records.map((f) => f.slice(0, 3)));
    expect(findAll(/\b[Dd]ecisions? (\d{3})\b/, (m) => !numbers.has(m[1]))).toEqual([]);
  });

  it("label a link to a decision record with that record's number", () => {
    expect(findAll(/\[(\d{3})\]\((?:docs\/)?decisions\/(\d{3})-/, (m) => m[1] !== m[2])).toEqual([]);
  });

  it("number the decision records from 001 without gaps, each with a date and a status", () => {
    const records = fs.readdirSync(path.join(ROOT, "docs/decisions")).filter((f) => /^\d{3}-.*\.md$/.test(f)).sort();
    expect(records.map((f) => Number(f.slice(0, 3)))).toEqual(records.map((_, i) => i + 1));
    for (const record of records) {
      const head = read(`docs/decisions/${record}`).split("\n").slice(0, 2).join("\n");
      expect(head, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}\nStatus: (proposed|accepted|superseded by \d{3}|deprecated)$/);
    }
  });
});
