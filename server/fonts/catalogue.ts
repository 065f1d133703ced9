/**
 * The demo catalogue: curated, true metadata for the open-source Chinese fonts Debian packages
 * (names, categories, licences checked against each package's /usr/share/doc/<pkg>/copyright
 * and the fonts' own name tables), and `ensureCatalogue`, which on a first start with an empty
 * catalogue imports every CJK font found in /usr/share/fonts and FONT_DIRS.
 *
 * Dictionary numbers (server/db/seed-site.ts):
 *   fontCategory 1 黑体, 2 宋体/明体, 3 楷体, 4 仿宋, 5 圆体, 6 手写, 7 艺术, 8 隶书, 9 等宽
 *   fontLicense  1 SIL OFL 1.1, 2 GPL（含字体例外）, 3 文鼎公众授权, 4 Apache 2.0, 5 政府资料开放授权, 6 GPL 2.0+
 */
import fs from "node:fs";
import { count } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema";
import type { ObjectStore } from "#server/storage/store";
import { CJK_MIN_GB2312 } from "./coverage";
import { derivedFamilyInfo, importPaths, type FamilyInfo, type ImportLogger, type ImportResult, type ImportSummary } from "./import";
import type { FaceMeta } from "./metadata";


/** The Debian packages the demo catalogue is made of (scripts/setup.mjs installs them). */
export const CATALOGUE_PACKAGES = [
  "fonts-lxgw-wenkai",
  "fonts-smiley-sans",
  "fonts-wqy-zenhei",
  "fonts-wqy-microhei",
  "fonts-arphic-ukai",
  "fonts-arphic-uming",
  "fonts-noto-cjk",
  "fonts-noto-cjk-extra",
  "fonts-cwtex-fs",
  "fonts-cwtex-heib",
  "fonts-cwtex-kai",
  "fonts-cwtex-ming",
  "fonts-cwtex-yen",
  "fonts-cns11643-kai",
  "fonts-cns11643-sung",
] as const;

/** Dictionary entries the catalogue needs beyond the site seed (inserted if missing). */

export interface CatalogueEntry extends Omit<FamilyInfo, "licenseText"> {
  /** Typographic family names (English, lower-cased) whose faces belong to this family. */
  match: string[];
  /** Licence text when the font's name table has none or only a line; else the font's own text is kept. */
  licenseText?: string;
  /** DEP-5 copyright file and the licence paragraph to quote from it, when installed. */
  debian?: { pkg: string; license: string };
}

const OFL_URL = "https://openfontlicense.org";
const OFL = {
  license: "1",
  licenseName: "SIL Open Font License 1.1（SIL 开源字体许可 1.1）",
  licenseUrl: OFL_URL,
};

const WENKAI_BASE = {
  designer: "Fontworks（Klee One 原字形）；落霞孤鹜（中文扩充）",
  foundry: "LXGW（落霞孤鹜）",
  source: "Debian 软件包 fonts-lxgw-wenkai",
  homepage: "https://github.com/lxgw/LxgwWenKai",
  debian: { pkg: "fonts-lxgw-wenkai", license: "OFL-1.1" },
  ...OFL,
};

/** The region of a per-region family (思源黑体 简体中文) that its bare name means in content/. */
export const SIMPLIFIED_REGION_LABEL = "简体中文";

const NOTO_REGIONS = [
  { code: "sc", label: SIMPLIFIED_REGION_LABEL, featured: 90 },
  { code: "tc", label: "繁体中文（台湾）", featured: 30 },
  { code: "hk", label: "繁体中文（香港）", featured: 25 },
  { code: "jp", label: "日文", featured: 5 },
  { code: "kr", label: "韩文", featured: 4 },
] as const;

const REGION_NOTE: Record<string, string> = {
  sc: "本字族为简体中文版本（SC），字形遵循中国大陆规范。",
  tc: "本字族为繁体中文台湾版本（TC），字形遵循台湾教育部标准。",
  hk: "本字族为繁体中文香港版本（HK），字形遵循香港常用字字形表。",
  jp: "本字族为日文版本（JP），汉字采用日本字形，并含假名。",
  kr: "本字族为韩文版本（KR），汉字采用韩国字形，并含全部现代谚文音节。",
};

const NOTO_COMMON = {
  ...OFL,
  foundry: "Adobe 与 Google",
  source: "Debian 软件包 fonts-noto-cjk、fonts-noto-cjk-extra",
  homepage: "https://github.com/googlefonts/noto-cjk",
  debian: { pkg: "fonts-noto-cjk", license: "SIL-1.1" },
};

function notoFamilies(): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  for (const r of NOTO_REGIONS) {
    const R = r.code.toUpperCase();
    out.push({
      ...NOTO_COMMON,
      key: `noto sans cjk ${r.code}`,
      match: [`noto sans cjk ${r.code}`],
      name: `思源黑体 ${r.label}`,
      nameEn: `Noto Sans CJK ${R}`,
      category: "1",
      designer: "西塚涼子（汉字、假名）、Paul D. Hunt（拉丁、希腊、西里尔字母）；中文字形由常州华文参与设计",
      description: `思源黑体是 Adobe 与 Google 合作开发的开源泛中日韩黑体，2014 年发布，Adobe 称 Source Han Sans，Google 称 Noto Sans CJK。字面开阔、笔画简洁，从极细到特粗共 7 种字重，适合界面、正文与标题。${REGION_NOTE[r.code]}`,
      tags: ["黑体", "无衬线", "多字重", "泛中日韩", "界面", "正文"],
      featured: r.featured,
    });
    out.push({
      ...NOTO_COMMON,
      key: `noto sans mono cjk ${r.code}`,
      match: [`noto sans mono cjk ${r.code}`],
      name: `思源黑体 等宽 ${r.label}`,
      nameEn: `Noto Sans Mono CJK ${R}`,
      category: "9",
      designer: "西塚涼子（汉字、假名）、Paul D. Hunt（拉丁字母）",
      description: `思源黑体的等宽版本（Noto Sans Mono CJK）：汉字与思源黑体相同，拉丁字母、数字与符号改为等宽设计，适合代码编辑器、终端与表格。收录常规与粗体两种字重。${REGION_NOTE[r.code]}`,
      tags: ["等宽", "黑体", "编程", "终端"],
      featured: Math.max(1, r.featured - 20),
    });
    out.push({
      ...NOTO_COMMON,
      key: `noto serif cjk ${r.code}`,
      match: [`noto serif cjk ${r.code}`],
      name: `思源宋体 ${r.label}`,
      nameEn: `Noto Serif CJK ${R}`,
      category: "2",
      designer: "西塚涼子（汉字、假名）、Frank Grießhammer（拉丁、希腊、西里尔字母）、张文龙（注音符号）；中文字形由常州华文参与设计",
      description: `思源宋体是 Adobe 与 Google 继思源黑体之后合作推出的开源泛中日韩宋体（明朝体），2017 年发布，Adobe 称 Source Han Serif，Google 称 Noto Serif CJK。横细竖粗、起落笔带有装饰，共 7 种字重，适合书籍正文与标题。${REGION_NOTE[r.code]}`,
      tags: ["宋体", "明体", "衬线", "多字重", "泛中日韩", "正文"],
      featured: Math.max(1, r.featured - 5),
    });
  }
  return out;
}

const CWTEX_BASE = {
  license: "6",
  licenseName: "GNU GPL 2.0 或更高版本",
  licenseUrl: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html",
  designer: "吴聪敏、吴聪慧（cwTeX Type 1 原字形）；李果正（TrueType 转换）",
  foundry: "CLE 中文延伸套件计划",
  homepage: "http://cle.linux.org.tw/fonts/cwttf/",
};
const CWTEX_INTRO =
  "cwTeX 字型源自台湾大学吴聪敏教授与吴聪慧为 TeX 排版系统制作的 cwTeX 中文 Type 1 字型，后由李果正转换为 TrueType，并由 CLE 计划维护，以 GPL 2.0 或更高版本授权。收录 Big5 全部 13053 个繁体汉字。";

const CNS_BASE = {
  license: "5",
  licenseName: "政府资料开放授权条款－第 1 版（与 CC BY 4.0 兼容）",
  licenseUrl: "https://data.gov.tw/license",
  designer: "",
  foundry: "台湾国家发展委员会（CNS 11643 中文标准交换码全字库）",
  homepage: "https://www.cns11643.gov.tw",
};

/** Every family of the demo catalogue. */
export const CATALOGUE: CatalogueEntry[] = [
  {
    ...WENKAI_BASE,
    key: "lxgw wenkai",
    match: ["lxgw wenkai"],
    name: "霞鹜文楷",
    nameEn: "LXGW WenKai",
    category: "3",
    description:
      "霞鹜文楷是落霞孤鹜以日本 Fontworks 的开源字体 Klee One 为基础衍生的中文楷体，补全了简体与繁体汉字，完整覆盖《通用规范汉字表》8105 字。字形清秀，带有手写楷书的笔意，适合正文阅读、笔记与文艺排版。以 SIL 开源字体许可 1.1 发布，可免费商用。",
    tags: ["楷体", "手写感", "正文", "文艺", "简繁"],
    featured: 100,
  },
  {
    ...WENKAI_BASE,
    key: "lxgw wenkai mono",
    match: ["lxgw wenkai mono"],
    name: "霞鹜文楷等宽",
    nameEn: "LXGW WenKai Mono",
    category: "9",
    description:
      "霞鹜文楷的等宽版本：汉字与霞鹜文楷相同，拉丁字母、数字与符号改为半角等宽，适合代码编辑器、终端与需要对齐的文本。与霞鹜文楷同样提供细体、常规与粗体三种字重，以 SIL 开源字体许可 1.1 发布。",
    tags: ["等宽", "楷体", "编程", "终端"],
    featured: 35,
  },
  {
    ...OFL,
    key: "smiley sans",
    match: ["smiley sans", "smiley sans oblique"],
    name: "得意黑",
    nameEn: "Smiley Sans",
    category: "7",
    designer: "oooooohmygosh、陈渚、眭佳宁、史贺达、李健",
    foundry: "atelierAnchor 锚坞",
    description:
      "得意黑是 atelierAnchor 锚坞设计的开源中文字体，在人文观感与几何特征之间寻找平衡。字身窄而斜，细节融入了取法手绘美术字的特殊造型，适合海报、标题与品牌等展示场景，不宜用作界面或长篇正文。收录 GB 2312 全部 6763 个汉字，以 SIL 开源字体许可 1.1 发布。",
    tags: ["艺术", "黑体", "斜体", "窄体", "标题", "海报"],
    source: "Debian 软件包 fonts-smiley-sans",
    homepage: "https://atelier-anchor.com/typefaces/smiley-sans/",
    debian: { pkg: "fonts-smiley-sans", license: "OFL-1.1" },
    featured: 95,
  },
  {
    key: "wenquanyi zen hei",
    match: ["wenquanyi zen hei", "wenquanyi zen hei mono", "wenquanyi zen hei sharp"],
    name: "文泉驿正黑",
    nameEn: "WenQuanYi Zen Hei",
    category: "1",
    license: "2",
    licenseName: "GNU GPL 2.0（含字体嵌入例外）",
    licenseUrl: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html",
    designer: "房骞骞及文泉驿项目志愿者",
    foundry: "文泉驿项目（WenQuanYi）",
    description:
      "文泉驿正黑是文泉驿开源中文字体计划的黑体，由房骞骞与众多志愿者协作完成，收录两万多个汉字，完整覆盖 GBK、Big5 与 GB 2312，同时支持日文与韩文。笔画加粗以提升屏幕显示的对比度，长期是 Linux 桌面的默认中文字体之一。本字族含正黑、等宽正黑与内嵌点阵字形的点阵正黑三个变体，以 GPL 2.0 授权并附字体嵌入例外。",
    tags: ["黑体", "无衬线", "屏幕显示", "简繁", "Linux"],
    source: "Debian 软件包 fonts-wqy-zenhei",
    homepage: "http://wenq.org/",
    debian: { pkg: "fonts-wqy-zenhei", license: "GPL-2 with Font embedding exception" },
    featured: 65,
    styles: { WenQuanYiZenHei: "正黑", WenQuanYiZenHeiMono: "等宽正黑", WenQuanYiZenHeiSharp: "点阵正黑" },
  },
  {
    key: "wenquanyi micro hei",
    match: ["wenquanyi micro hei", "wenquanyi micro hei mono"],
    name: "文泉驿微米黑",
    nameEn: "WenQuanYi Micro Hei",
    category: "1",
    license: "4",
    licenseName: "Apache License 2.0 或 GNU GPL 3.0（含字体例外）双授权",
    licenseUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    designer: "Ascender（Droid Sans Fallback 原字形）；文泉驿项目（扩充与修订）",
    foundry: "文泉驿项目（WenQuanYi）",
    description:
      "文泉驿微米黑由文泉驿项目以 Google 发布的 Droid Sans Fallback、Droid Sans 与 Droid Sans Mono 为基础扩充修订而成，覆盖 GBK 全部汉字与 Big5，并支持拉丁字母、假名与谚文。字体文件仅约 5 MB，适合手持设备、嵌入式系统与网页。本字族含微米黑与等宽微米黑两个变体，以 Apache 2.0 或 GPL 3.0（含字体例外）双授权发布。",
    tags: ["黑体", "无衬线", "轻量", "屏幕显示", "简繁"],
    source: "Debian 软件包 fonts-wqy-microhei",
    homepage: "http://wenq.org/",
    debian: { pkg: "fonts-wqy-microhei", license: "Apache-2.0" },
    featured: 70,
    styles: { WenQuanYiMicroHei: "微米黑", WenQuanYiMicroHeiMono: "等宽微米黑" },
  },
  {
    key: "ar pl ukai",
    match: ["ar pl ukai cn", "ar pl ukai hk", "ar pl ukai tw", "ar pl ukai tw mbe"],
    name: "文鼎PL中楷",
    nameEn: "AR PL UKai",
    category: "3",
    license: "3",
    licenseName: "文鼎公众授权书（Arphic Public License）",
    licenseUrl: "https://www.freedesktop.org/wiki/Software/CJKUnifonts/",
    designer: "文鼎科技（原字形）；Arne Götje 等（CJK Unifonts 扩充）",
    foundry: "文鼎科技（Arphic Technology）",
    description:
      "文鼎PL中楷（AR PL UKai）源自文鼎科技于 1999 年以文鼎公众授权捐赠给自由软件社区的“文鼎PL中楷”Big5 与 GB 版本，由 CJK Unifonts 项目合并扩充为统一码楷体，完整覆盖 Big5、GB 2312 与 HKSCS-2004。字集内含 CN、HK、TW 与 TW MBE 四个变体，仅少数字形因地区规范不同而有差异。",
    tags: ["楷体", "书法", "简繁", "教材"],
    source: "Debian 软件包 fonts-arphic-ukai",
    homepage: "https://www.freedesktop.org/wiki/Software/CJKUnifonts/",
    featured: 50,
    styles: { UKaiCN: "CN 简体", UKaiHK: "HK 香港", UKaiTW: "TW 台湾", UKaiTWMBE: "TW MBE" },
  },
  {
    key: "ar pl uming",
    match: ["ar pl uming cn", "ar pl uming hk", "ar pl uming tw", "ar pl uming tw mbe"],
    name: "文鼎PL细上海宋",
    nameEn: "AR PL UMing",
    category: "2",
    license: "3",
    licenseName: "文鼎公众授权书（Arphic Public License）",
    licenseUrl: "https://www.freedesktop.org/wiki/Software/CJKUnifonts/",
    designer: "文鼎科技（原字形）；Arne Götje 等（CJK Unifonts 扩充）",
    foundry: "文鼎科技（Arphic Technology）",
    description:
      "文鼎PL细上海宋（AR PL UMing，前身为 AR PL ShanHeiSun Uni）源自文鼎科技以文鼎公众授权捐赠的“文鼎PL细明体”（Big5）与“文鼎PL简报宋”（GB），由 CJK Unifonts 项目合并扩充为统一码明体，完整覆盖 Big5、GB 2312 与 HKSCS-2004。笔画纤细，适合屏幕与印刷正文。字集内含 CN、HK、TW 与 TW MBE 四个变体。",
    tags: ["宋体", "明体", "细体", "简繁", "正文"],
    source: "Debian 软件包 fonts-arphic-uming",
    homepage: "https://www.freedesktop.org/wiki/Software/CJKUnifonts/",
    featured: 45,
    styles: { UMingCN: "CN 简体", UMingHK: "HK 香港", UMingTW: "TW 台湾", UMingTWMBE: "TW MBE" },
  },
  ...notoFamilies(),
  {
    ...CWTEX_BASE,
    key: "cwtexfangsong",
    match: ["cwtexfangsong"],
    name: "cwTeX 仿宋体",
    nameEn: "cwTeX FangSong",
    category: "4",
    description: `${CWTEX_INTRO}仿宋体笔画粗细均匀、起落笔带有楷书笔意，介于宋体与楷体之间，常用于引文、公文与古籍排印。`,
    tags: ["仿宋", "繁体", "公文", "引文"],
    source: "Debian 软件包 fonts-cwtex-fs",
    debian: { pkg: "fonts-cwtex-fs", license: "GPL-2+" },
    featured: 55,
  },
  {
    ...CWTEX_BASE,
    key: "cwtexkai",
    match: ["cwtexkai"],
    name: "cwTeX 楷书",
    nameEn: "cwTeX Kai",
    category: "3",
    description: `${CWTEX_INTRO}楷书体保留毛笔书写的提按与顿挫，适合教材、书信与正文。`,
    tags: ["楷体", "繁体", "书法", "教材"],
    source: "Debian 软件包 fonts-cwtex-kai",
    debian: { pkg: "fonts-cwtex-kai", license: "GPL-2+" },
    featured: 20,
  },
  {
    ...CWTEX_BASE,
    key: "cwtexming",
    match: ["cwtexming"],
    name: "cwTeX 明体",
    nameEn: "cwTeX Ming",
    category: "2",
    description: `${CWTEX_INTRO}明体（即宋体）横细竖粗、结构端正，适合书籍与报刊正文。`,
    tags: ["明体", "宋体", "繁体", "正文"],
    source: "Debian 软件包 fonts-cwtex-ming",
    debian: { pkg: "fonts-cwtex-ming", license: "GPL-2+" },
    featured: 18,
  },
  {
    ...CWTEX_BASE,
    key: "cwtexyen",
    match: ["cwtexyen"],
    name: "cwTeX 圆体",
    nameEn: "cwTeX Yen",
    category: "5",
    description: `${CWTEX_INTRO}圆体笔画粗细一致，端点与转角圆润，观感柔和亲切，适合标识、儿童读物与说明文字。`,
    tags: ["圆体", "繁体", "柔和", "标识"],
    source: "Debian 软件包 fonts-cwtex-yen",
    debian: { pkg: "fonts-cwtex-yen", license: "GPL-2+" },
    featured: 40,
  },
  {
    ...CWTEX_BASE,
    key: "cwtexheibold",
    match: ["cwtexheibold"],
    name: "cwTeX 粗黑体",
    nameEn: "cwTeX Hei Bold",
    category: "1",
    description: `${CWTEX_INTRO}粗黑体笔画粗重、字面饱满，适合标题、标语与醒目的短文字。`,
    tags: ["黑体", "粗体", "繁体", "标题"],
    source: "Debian 软件包 fonts-cwtex-heib",
    debian: { pkg: "fonts-cwtex-heib", license: "GPL-2+" },
    featured: 15,
    styles: { cwTeXHeiBold: "粗黑" },
  },
  {
    ...CNS_BASE,
    key: "tw-kai",
    match: ["tw-kai"],
    name: "全字库正楷体",
    nameEn: "TW-Kai",
    category: "3",
    description:
      "全字库正楷体由台湾国家发展委员会依 CNS 11643 中文标准交换码全字库制作并免费提供，字形遵循台湾教育部的标准楷书。本字体收录统一码基本多文种平面的两万七千余个汉字，完整覆盖 Big5 与 GB 2312；扩展 B 区与 Plus 补充字体另行发布，不在本站收录。以政府资料开放授权条款第 1 版发布，与 CC BY 4.0 兼容。",
    tags: ["楷体", "标准字体", "繁体", "教材"],
    source: "Debian 软件包 fonts-cns11643-kai",
    debian: { pkg: "fonts-cns11643-kai", license: "OGDL-TW-1.0" },
    featured: 60,
  },
  {
    ...CNS_BASE,
    key: "tw-sung",
    match: ["tw-sung"],
    name: "全字库正宋体",
    nameEn: "TW-Sung",
    category: "2",
    description:
      "全字库正宋体由台湾国家发展委员会依 CNS 11643 中文标准交换码全字库制作并免费提供，字形遵循台湾教育部的标准宋体。本字体收录统一码基本多文种平面的两万七千余个汉字，完整覆盖 Big5 与 GB 2312；扩展 B 区与 Plus 补充字体另行发布，不在本站收录。以政府资料开放授权条款第 1 版发布，与 CC BY 4.0 兼容。",
    tags: ["宋体", "明体", "标准字体", "繁体", "正文"],
    source: "Debian 软件包 fonts-cns11643-sung",
    debian: { pkg: "fonts-cns11643-sung", license: "OGDL-TW-1.0" },
    featured: 26,
  },
];

const BY_MATCH = new Map(CATALOGUE.flatMap((e) => e.match.map((m) => [m, e] as const)));

export function catalogueEntryFor(face: FaceMeta): CatalogueEntry | undefined {
  return BY_MATCH.get(face.familyKey);
}

/** A face's family metadata: the curated entry if the catalogue knows it, else derived from the font. */
export function catalogueFamilyInfo(face: FaceMeta): FamilyInfo {
  const entry = catalogueEntryFor(face);
  if (!entry) return derivedFamilyInfo(face);
  const { match: _match, debian, licenseText, ...info } = entry;
  const own = face.licenseDescription;
  const quoted = debian ? debianLicense(debian.pkg, debian.license) : "";
  const text = licenseText ?? [own, quoted && !own.includes(quoted.slice(0, 80)) ? quoted : ""].filter(Boolean).join("\n\n");
  return { ...info, licenseText: text };
}

const debianCache = new Map<string, string>();

/** The stand-alone "License: <name>" paragraph of a DEP-5 copyright file, as plain text; "" if absent. */
export function debianLicense(pkg: string, name: string, root = "/usr/share/doc"): string {
  const cacheKey = `${root}|${pkg}|${name}`;
  const hit = debianCache.get(cacheKey);
  if (hit !== undefined) return hit;
  let text = "";
  try {
    const lines = fs.readFileSync(`${root}/${pkg}/copyright`, "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      // The licence text is the indented block under its "License: <name>" line.
      if (lines[i].trim() !== `License: ${name}`) continue;
      const body: string[] = [];
      for (let j = i + 1; j < lines.length && /^\s/.test(lines[j]); j++) body.push(lines[j].trim() === "." ? "" : lines[j].replace(/^\s/, ""));
      if (body.length) {
        text = body.join("\n").trim();
        break;
      }
    }
  } catch {
    text = "";
  }
  debianCache.set(cacheKey, text);
  return text;
}

export const isCjkFace = (face: FaceMeta) => face.coverage.gb2312 >= CJK_MIN_GB2312;

export interface EnsureCatalogueDeps {
  db: Db;
  store: ObjectStore;
  logger?: ImportLogger;
  /** Folders to search; default /usr/share/fonts plus FONT_DIRS (colon-separated). */
  dirs: string[];
  onResult?: (r: ImportResult) => void;
}

export interface EnsureCatalogueResult {
  /** False when the catalogue already had families and nothing was done. */
  ran: boolean;
  families: number;
  fonts: number;
  summary?: ImportSummary;
}


/**
 * First start: with an empty catalogue, imports every CJK font (≥ 1000 of GB 2312's hanzi) found
 * in the folders. With fonts already there, or none found, it returns at once; the site runs either way.
 */
export async function ensureCatalogue(deps: EnsureCatalogueDeps): Promise<EnsureCatalogueResult> {
  const { db, store, logger } = deps;
  const totals = async () => {
    const [[f], [n]] = await Promise.all([db.select({ n: count() }).from(fontFamilies), db.select({ n: count() }).from(fonts)]);
    return { families: Number(f.n), fonts: Number(n.n) };
  };
  const before = await totals();
  if (before.families > 0) return { ran: false, ...before };

  const { dirs } = deps;
  const existing = dirs.filter((d) => fs.existsSync(d));
  logger?.info({ dirs: existing }, "字体库为空，开始导入中文字体 / importing the CJK fonts found");
  const summary = await importPaths({ db, store, logger }, existing, {
    accept: isCjkFace,
    refusal: `不是中文字体（GB 2312 汉字少于 ${CJK_MIN_GB2312} 个）`,
    familyInfo: catalogueFamilyInfo,
    onResult: (r) => {
      if (r.status === "failed") logger?.warn({ file: r.file, reason: r.message }, "字体导入失败，已跳过");
      deps.onResult?.(r);
    },
  });
  const after = await totals();
  if (after.fonts === 0) {
    logger?.warn(
      { dirs },
      "没有找到中文字体，字体库为空。添加字体：npm run fonts:import -- <字体文件或目录>，或在 FONT_DIRS 中列出字体目录后重启；Debian/Ubuntu 可安装 fonts-lxgw-wenkai、fonts-noto-cjk 等软件包",
    );
  } else {
    logger?.info({ ...after, files: summary.imported, failed: summary.failed, seconds: summary.ms / 1000 }, "字体库导入完成 / catalogue imported");
  }
  return { ran: true, ...after, summary };
}
