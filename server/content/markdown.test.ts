import { describe, expect, it } from "vitest";
import { plainText, renderMarkdown, sanitize } from "./markdown";

describe("renderMarkdown", () => {
  it("keeps headings, lists and pictures, resolving picture paths", () => {
    const html = renderMarkdown("## 标题\n\n- 一\n- 二\n\n![样张](images/a.webp)", (src) => `/files/content/${src}`);
    expect(html).toContain("<h2>标题</h2>");
    expect(html).toContain("<li>一</li>");
    expect(html).toContain('src="/files/content/images/a.webp"');
    expect(html).toContain('loading="lazy"');
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)">\n\n[点我](javascript:alert(3))', (s) => s);
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });

  it("marks outside links noopener", () => {
    expect(sanitize('<a href="https://example.com">外链</a>')).toContain('rel="noopener nofollow"');
  });

  it("gives plain text for search", () => {
    expect(plainText("<h2>楷书</h2><p>形体&amp;方正</p>")).toBe("楷书 形体 方正");
  });
});
