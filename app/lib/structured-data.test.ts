import { describe, expect, it } from "vitest";
import { breadcrumbLd, isoDuration } from "./structured-data";
import { seoMeta, snippet } from "./page-meta";

describe("isoDuration", () => {
  it("writes seconds as ISO 8601, leaving out empty parts", () => {
    expect(isoDuration(200)).toBe("PT3M20S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(59.6)).toBe("PT1M");
  });
});

describe("breadcrumbLd", () => {
  it("starts at the home page and numbers the trail from 1 with absolute URLs", () => {
    const ld = breadcrumbLd("https://ziku.example", [["字体库", "/font"], ["霞鹜文楷", "/font/7"]]) as { itemListElement: { position: number; name: string; item: string }[] };
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "首页", item: "https://ziku.example/" },
      { "@type": "ListItem", position: 2, name: "字体库", item: "https://ziku.example/font" },
      { "@type": "ListItem", position: 3, name: "霞鹜文楷", item: "https://ziku.example/font/7" },
    ]);
  });
});

describe("seoMeta", () => {
  it("shares the site card when the page has no picture, on the canonical's origin", () => {
    const tags = seoMeta({ title: "关于", description: "关于共创字库", canonical: "https://ziku.example/about" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://ziku.example/og-card.png" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ziku.example/about" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps a description to one line of at most 160 characters", () => {
    expect(snippet("第一行\n\n  第二行")).toBe("第一行 第二行");
    const long = snippet("字".repeat(300));
    expect([...long]).toHaveLength(160);
    expect(long.endsWith("…")).toBe(true);
  });
});
