import { afterAll, describe, expect, it } from "vitest";
import { createMarkdownRenderer } from "./markdown-pool";
import { plainText, renderMarkdown } from "./markdown";
import { CONTENT_EDIT_MESSAGES } from "#contract/admin-content";

const renderer = createMarkdownRenderer();
afterAll(() => renderer.close());

describe("the console's Markdown in a worker thread", () => {
  it("renders exactly what the site's pipeline renders, sanitised", async () => {
    const markdown = "## 标题\n\n正文 **加粗** [外链](https://example.com)\n\n![图](/files/content/a.webp)\n\n<script>alert(1)</script>";
    const body = renderMarkdown(markdown, (src) => src);
    expect(await renderer.render(markdown)).toEqual({ body, text: plainText(body) });
    expect(body).not.toContain("<script");
  });

  it("refuses in Chinese what the parser cannot take, and goes on rendering", async () => {
    await expect(renderer.render(">".repeat(30_000))).rejects.toMatchObject({ status: 400, message: CONTENT_EDIT_MESSAGES.unrenderable });
    expect((await renderer.render("段落")).body).toBe("<p>段落</p>\n");
  });

  it("answers concurrent bodies each with its own rendering", async () => {
    const bodies = await Promise.all(["一", "二", "三"].map((w) => renderer.render(`# ${w}`)));
    expect(bodies.map((b) => b.text)).toEqual(["一", "二", "三"]);
  });
});
