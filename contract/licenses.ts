/**
 * What each licence of the catalogue lets you do, in plain Chinese (getFontDetail `permissions`,
 * the detail page's 授权 section, the list filter 可免费商用). Keyed by the fontLicense dictNumber
 * (server/fonts/catalogue.ts): 1 SIL OFL 1.1, 2 GPL 2.0 with the font embedding exception,
 * 3 Arphic Public License, 4 Apache 2.0, 5 政府资料开放授权条款 第 1 版, 6 GPL 2.0 or later.
 *
 * Each answer was read off the licence's own text; docs/decisions/016-licence-permissions.md
 * names the clause behind every yes / no / conditional. Free of zod: the detail page loads it.
 *
 *   commercial    using the font for commercial work (design, print, video, products), for free
 *   embed         embedding it in web pages (web fonts, subsets), documents (PDF) and apps
 *   modify        modifying it, subsetting and converting included
 *   redistribute  passing the font files on to others
 *   attribution   whether you must credit / keep the notices: yes = required,
 *                 conditional = required in some cases (named), no = never
 */
// The answer's shape, derived from its schema (contract/answers/fonts.ts).
import type { LicensePermissions } from "./answers/fonts";
export type { LicensePermissions };

export type PermissionValue = "yes" | "no" | "conditional";

export const PERMISSION_KEYS = ["commercial", "embed", "modify", "redistribute", "attribution"] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const PERMISSION_LABELS: Record<PermissionKey, string> = {
  commercial: "免费商用",
  embed: "嵌入网页与 App",
  modify: "修改与子集化",
  redistribute: "再分发",
  attribution: "须署名",
};

type LicenseRule = Omit<LicensePermissions, "reservedNames">;

const GPL_USE = "GPL 只管复制、分发和修改，不限制使用：用字体排版、设计出的图片、印刷品、视频可以商用，无需付费。";

export const LICENSE_RULES: Record<string, LicenseRule> = {
  "1": {
    commercial: "yes",
    embed: "yes",
    modify: "conditional",
    redistribute: "conditional",
    attribution: "conditional",
    note: "SIL 开源字体许可 1.1：可以免费商用，可以嵌入网页、文档和 App，可以修改和再分发。不能单独出售字体文件；修改版仍须以 OFL 发布，且不能使用保留字体名称。",
    conditions: {
      commercial: "可免费用于商业设计、印刷、视频、网页和产品。唯一的限制：不能把字体文件本身单独出售（随软件捆绑出售可以）。",
      embed: "可作为网页字体（含子集）、嵌入 PDF 等文档或随 App 打包。随 App 分发字体文件时，附上版权声明和许可证（可写在文件元数据或说明文字中）。",
      modify: "可以修改、子集化、转换格式；修改版必须仍以 OFL 发布，不能使用保留字体名称，也不能用原作者的名义为修改版做宣传。",
      redistribute: "可以再分发、与软件捆绑（包括收费软件）；每份都要带上版权声明和许可证，不能单独出售字体。",
      attribution: "用字体做设计、排版不需要署名；再分发字体文件时必须保留原有的版权声明和许可证。",
    },
    reservedNote: "OFL 允许作者声明“保留字体名称”：修改过的版本（包括改动字形后的再发布）不能使用这些名称，需另起名字。",
  },
  "2": {
    commercial: "yes",
    embed: "conditional",
    modify: "conditional",
    redistribute: "conditional",
    attribution: "conditional",
    note: "GPL 2.0（含字体嵌入例外）：可以免费商用；字体嵌入网页、PDF 等文档时，文档本身不会因此受 GPL 约束。随 App 分发或修改、再分发字体文件时，字体文件本身仍须遵守 GPL。",
    conditions: {
      commercial: GPL_USE,
      embed: "网页字体（子集）和 PDF 等文档中嵌入：字体例外保证文档本身不因此受 GPL 约束。随 App 分发字体文件时，字体文件本身仍按 GPL：附上许可证，并提供字体的源文件或提供源文件的书面承诺。",
      modify: "可以修改；发布修改版时须以 GPL 2.0 发布、注明修改并提供源文件。字体例外可保留，也可删除。",
      redistribute: "可以再分发，也可以收费；须附 GPL 全文，并提供源文件或提供源文件的书面承诺。",
      attribution: "用字体做设计、排版不需要署名；再分发时保留原有的版权声明和许可证。",
    },
    reservedNote: "GPL 没有保留字体名称的规定。",
  },
  "3": {
    commercial: "yes",
    embed: "conditional",
    modify: "conditional",
    redistribute: "conditional",
    attribution: "conditional",
    note: "文鼎公众授权书：可以免费商用，可以复制、分发和修改，类似 GPL。它没有字体例外，并且把增删字符（即子集化）也算作修改：随网页、App 分发字体或子集时，须附许可证原文，修改版须注明修改并以同一授权公开。",
    conditions: {
      commercial: "许可证不限制使用字体排版和设计，包括商业用途；复制、分发时也可以收取服务费。",
      embed: "可以在网页、文档、App 中使用。随网页（子集也算修改）或 App 分发字体文件时，须附带许可证原文 ARPHICPL.TXT；子集等修改过的字体须注明修改，并以文鼎公众授权向所有人公开。",
      modify: "可以修改（改字形、增删字符、转换格式、改名都算）；须在修改后的文件中显著注明修改的方式和日期，并以文鼎公众授权向所有人公开修改版。",
      redistribute: "可以原样复制、分发，须附带未经改动的许可证文件 ARPHICPL.TXT；修改版的条件见上。",
      attribution: "用字体做设计、排版不需要署名；分发时必须保留许可证文件，修改版须注明修改。",
    },
    reservedNote: "文鼎公众授权书明确允许修改后改名，没有保留字体名称。",
  },
  "4": {
    commercial: "yes",
    embed: "yes",
    modify: "conditional",
    redistribute: "conditional",
    attribution: "conditional",
    note: "Apache 2.0：可以免费商用，可以嵌入网页、文档和 App（包括闭源商业软件），可以修改和再分发。再分发时须附许可证、保留版权声明，修改过的文件须注明修改。",
    conditions: {
      commercial: "可免费用于任何用途，包括商业设计、产品和闭源软件。",
      embed: "可作为网页字体（含子集）、嵌入文档或随 App（包括闭源商业软件）分发；随产品分发字体文件时附上许可证，以及 NOTICE 文件（如有）。",
      modify: "可以修改、子集化、转换格式；修改过的文件须显著注明已修改。修改版可以用其他许可证发布，只要同时满足本许可证的条件。",
      redistribute: "可以再分发（可收费、可闭源）；须附 Apache 许可证，保留原有的版权、专利与署名声明，以及 NOTICE 文件（如有）。",
      attribution: "用字体做设计、排版不需要署名；再分发时保留原有的版权和署名声明。",
    },
    reservedNote: "Apache 2.0 不要求修改版改名，但不授予使用原作者商标、产品名称的权利（第 6 条）。",
  },
  "5": {
    commercial: "yes",
    embed: "yes",
    modify: "yes",
    redistribute: "yes",
    attribution: "yes",
    note: "政府资料开放授权条款第 1 版：免费、永久、不可撤回，可用于任何目的（包括商业产品和服务），可以修改、再分发和再授权。条件只有一个：必须按提供机关的要求署名（显名声明），否则授权自始无效。与 CC BY 4.0 兼容。",
    conditions: {
      commercial: "可用于任何目的，包括商业产品与服务，免费、永久、不可撤回。",
      embed: "可嵌入网页、文档和 App，使用时须署名（见“须署名”）。",
      modify: "可以改作、编辑，制作各种衍生作品。",
      redistribute: "可以重制、散布、公开传输，也可以把所获授权再授权给他人。",
      attribution: "必须署名：按提供机关（台湾国家发展委员会）要求的方式作显名声明，例如注明字体名称、提供机关与授权条款名称；未署名则授权自始无效。",
    },
    reservedNote: "本条款没有保留字体名称的规定；它不授予专利权和商标权。",
  },
  "6": {
    commercial: "yes",
    embed: "conditional",
    modify: "conditional",
    redistribute: "conditional",
    attribution: "conditional",
    note: "GPL 2.0 或更高版本（无字体例外）：用字体做出的设计、印刷品可以免费商用。但它没有字体例外：把字体嵌入 PDF、网页或 App，含字体的作品可能须以 GPL 发布，商业项目要嵌入请先确认。",
    conditions: {
      commercial: GPL_USE,
      embed: "没有字体例外：把字体（或子集）嵌入 PDF、网页字体或 App 后，含字体的文件可能被视为 GPL 作品的衍生作品，须以 GPL 发布并提供源文件。商业网页或 App 要嵌入，请先咨询法律意见，或改用带字体例外的字体。",
      modify: "可以修改；发布修改版时须以 GPL（2.0 或更高版本）发布、注明修改并提供源文件。",
      redistribute: "可以再分发，也可以收费；须附 GPL 全文，并提供源文件或提供源文件的书面承诺。",
      attribution: "用字体做设计、排版不需要署名；再分发时保留原有的版权声明和许可证。",
    },
    reservedNote: "GPL 没有保留字体名称的规定。",
  },
};

const UNKNOWN_CONDITION = "授权未注明：按著作权法，须先取得版权方的许可。";

/** For a licence the catalogue does not know: nothing is granted until the copyright holder says so. */
export const UNKNOWN_LICENSE_RULE: LicenseRule = {
  commercial: "conditional",
  embed: "conditional",
  modify: "conditional",
  redistribute: "conditional",
  attribution: "conditional",
  note: "本字体的授权未注明。使用、嵌入、修改或再分发之前，请先联系版权方确认授权。",
  conditions: {
    commercial: UNKNOWN_CONDITION,
    embed: UNKNOWN_CONDITION,
    modify: UNKNOWN_CONDITION,
    redistribute: UNKNOWN_CONDITION,
    attribution: "以版权方的要求为准。",
  },
  reservedNote: "授权未注明，请向版权方确认。",
};

/** fontLicense dictNumbers whose licence allows free commercial use (the list filter 可免费商用). */
export const COMMERCIAL_LICENSES: readonly string[] = Object.keys(LICENSE_RULES).filter((k) => LICENSE_RULES[k].commercial === "yes");

/**
 * Reserved font names declared in a licence or copyright text ("with Reserved Font Name 'Source'",
 * "Reserved Font Names “A” and “B”"), each once.
 */
export function reservedFontNames(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/Reserved\s+Font\s+Names?\s*:?\s*((?:["'“‘][^"'”’\n]{1,60}["'”’](?:\s*(?:,|and|&)\s*)?)+)/gi)) {
    for (const q of m[1].matchAll(/["'“‘]([^"'”’\n]{1,60})["'”’]/g)) {
      const name = q[1].trim();
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The permissions of a family: its licence's rule, and the reserved names its licence text declares. */
export function licensePermissions(license: string, licenseText = ""): LicensePermissions {
  const rule = LICENSE_RULES[license] ?? UNKNOWN_LICENSE_RULE;
  const reservedNames = license === "1" ? reservedFontNames(licenseText) : [];
  return { ...rule, conditions: { ...rule.conditions }, reservedNames };
}

/**
 * The font agreement's version (app/features/info/pages.ts "agreement/font"): kept with every
 * acceptance and every download, so /user/download shows what each download was agreed under.
 * Change it when the agreement's text changes: everyone is asked to accept the new text once.
 */
export const FONT_AGREEMENT_VERSION = "2026-11-24";
