/** The shell's own content: friend links, the font dictionary, site columns, home blocks. */
import type { SeedStep } from "./seed";
import { dictEntries, friendLinks, homeBlocks, webColumns } from "./schema-site";

/** Real projects of the open Chinese-font community; protocol 2 = https://. */
const FRIEND_LINKS = [
  { name: "霞鹜文楷", url: "github.com/lxgw/LxgwWenKai", protocol: 2, sort: 100 },
  { name: "思源黑体", url: "github.com/adobe-fonts/source-han-sans", protocol: 2, sort: 90 },
  { name: "思源宋体", url: "github.com/adobe-fonts/source-han-serif", protocol: 2, sort: 80 },
  { name: "得意黑", url: "github.com/atelier-anchor/smiley-sans", protocol: 2, sort: 70 },
  { name: "文泉驿", url: "wenq.org", protocol: 2, sort: 60 },
  { name: "全字库", url: "www.cns11643.gov.tw", protocol: 2, sort: 50 },
  { name: "Google Fonts", url: "https://fonts.google.com/?subset=chinese-simplified", protocol: 2, sort: 40 },
  { name: "SIL 开源字体许可", url: "openfontlicense.org", protocol: 2, sort: 30 },
];

/** Dictionary categories the font filters use; dictNumber is what the API filters by. */
const FONT_DICT: Record<string, string[]> = {
  fontCategory: ["黑体", "宋体/明体", "楷体", "仿宋", "圆体", "手写", "艺术", "隶书", "等宽"],
  fontLicense: ["SIL 开源字体许可 1.1", "GPL（含字体例外）", "文鼎公众授权", "Apache 2.0", "政府资料开放授权", "GPL 2.0 或更高版本"],
  fontWeight: ["极细", "纤细", "细体", "常规", "中等", "半粗", "粗体", "特粗", "黑体"],
  fontLanguage: ["简体中文", "繁体中文", "日文", "韩文", "拉丁"],
  fontSort: ["最新收录", "最多下载", "最多收藏", "名称"],
};

const COLUMNS = [
  { type: "footer", name: "关于我们", path: "/about", sort: 1 },
  { type: "footer", name: "字体授权", path: "/license", sort: 2 },
  { type: "footer", name: "字体投稿", path: "/contribute", sort: 3 },
  { type: "footer", name: "字体定制", path: "/custom", sort: 4 },
  { type: "footer", name: "联系我们", path: "/contact", sort: 5 },
  { type: "footer", name: "用户注册协议", path: "/agreement/register", sort: 6 },
  { type: "footer", name: "字体使用协议", path: "/agreement/font", sort: 7 },
];

const HOME_BLOCKS = [
  {
    key: "banner",
    title: "共创字库",
    sort: 1,
    content: {
      slogan: "开放共创的中文字体库",
      description: "浏览、试用、收藏并下载开源中文字体；输入任意文字，立即以所选字体预览。",
      actions: [
        { label: "浏览字体", path: "/font" },
        { label: "投稿字体", path: "/contribute" },
      ],
    },
  },
  {
    key: "features",
    title: "为什么选择共创字库",
    sort: 2,
    content: [
      { title: "实时预览", text: "输入任意文字，毫秒级裁切字体子集，即刻看到效果。" },
      { title: "开源授权", text: "收录字体均附许可证原文，可放心用于个人与商业项目。" },
      { title: "共建共享", text: "设计师与爱好者一起投稿、校对、完善字库。" },
    ],
  },
];

export const siteSeed: SeedStep = {
  name: "0001-site",
  async run(db) {
    await db.insert(friendLinks).values(FRIEND_LINKS).onConflictDoNothing();
    const dictRows = Object.entries(FONT_DICT).flatMap(([category, labels]) =>
      labels.map((label, i) => ({ category, dictNumber: String(i + 1), label, sort: i + 1 })),
    );
    await db.insert(dictEntries).values(dictRows).onConflictDoNothing();
    await db.insert(webColumns).values(COLUMNS).onConflictDoNothing();
    await db.insert(homeBlocks).values(HOME_BLOCKS).onConflictDoNothing();
  },
};
