/**
 * The stylesheet `/css2` answers: one @font-face per face (`text=`) or per slice the face
 * covers, in the shape Google Fonts uses, so any site can link it and any CSS tool reads it.
 */
import type { FontDisplay } from "#contract/webfont";

export interface FaceRule {
  family: string;
  italic: boolean;
  /** A number, or "min max" for a variable face. */
  weight: string;
  /** null: no font-display descriptor (the query had no `display=`). */
  display: FontDisplay | null;
  url: string;
  /** The unicode-range of a slice (plan.ts unicodeRange); absent for a `text=` subset. */
  unicodeRange?: string;
  /** A comment line above the rule (the slice number). */
  comment?: string;
}

/** A CSS string literal: quotes and backslashes escaped, no line breaks. */
export function cssString(s: string): string {
  return `'${s.replace(/[\\']/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, " ")}'`;
}

export function fontFaceRule(r: FaceRule): string {
  const lines = [
    r.comment ? `/* ${r.comment.replace(/\*\//g, "* /")} */` : null,
    "@font-face {",
    `  font-family: ${cssString(r.family)};`,
    `  font-style: ${r.italic ? "italic" : "normal"};`,
    `  font-weight: ${r.weight};`,
    r.display ? `  font-display: ${r.display};` : null,
    `  src: url(${r.url}) format('woff2');`,
    r.unicodeRange ? `  unicode-range: ${r.unicodeRange};` : null,
    "}",
  ];
  return lines.filter((l) => l !== null).join("\n");
}

/** A refusal as CSS: the message in a comment, so a page that links it still parses. */
export function errorCss(message: string): string {
  return `/* ${message.replace(/\*\//g, "* /")} */\n`;
}
