import { describe, expect, it } from "vitest";
import { CATALOGUE } from "#server/fonts/catalogue";
import { INFO_PAGES, type InfoSection } from "./pages";

const text = (section: InfoSection) => [section.heading, ...section.paragraphs, ...(section.list ?? [])].join("\n");

describe("/license", () => {
  const sections = INFO_PAGES.license.sections;

  it("explains every licence of the catalogue, naming its fonts and linking to them", () => {
    for (const entry of CATALOGUE) {
      const section = sections.find((s) => s.links?.some((l) => l.href === `/font?license=${entry.license}`));
      expect(section, `licence ${entry.license} (${entry.licenseName})`).toBeDefined();
      // Regional families are named once for all regions (思源黑体 简体中文 → 思源黑体).
      const base = entry.name.includes(" ") ? entry.name.slice(0, entry.name.lastIndexOf(" ")) : entry.name;
      expect(text(section!), `${entry.name} under ${entry.licenseName}`).toContain(base);
      // And points to the licence's own text.
      expect(section!.links!.some((l) => /^https:\/\//.test(l.href))).toBe(true);
    }
    expect(new Set(CATALOGUE.map((e) => e.license)).size).toBe(6);
  });
});

describe("the agreements", () => {
  const ids = (page: string) => INFO_PAGES[page].sections.map((s) => s.id);

  it("the registration agreement says what is collected, what for, the user's rights and the contributor's grant", () => {
    expect(ids("agreement/register")).toEqual(expect.arrayContaining(["data", "use", "rights", "conduct", "contribution"]));
    const data = text(INFO_PAGES["agreement/register"].sections.find((s) => s.id === "data")!);
    for (const item of ["手机号或邮箱", "散列", "OpenID", "下载记录", "IP 地址", "Cookie"]) expect(data).toContain(item);
  });

  it("the font agreement says what a download licenses and what it records", () => {
    expect(ids("agreement/font")).toEqual(expect.arrayContaining(["scope", "grant", "duties", "links", "liability"]));
    expect(text(INFO_PAGES["agreement/font"].sections.find((s) => s.id === "grant")!)).toContain("以字体许可证为准");
  });
});
