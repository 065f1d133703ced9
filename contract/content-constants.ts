/** Content constants both sides use (free of zod: the header's search and the list pages load this module). */

export const SEARCH_TYPES = ["font", "article", "case", "baike", "video"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  font: "字体",
  article: "文章",
  case: "案例",
  baike: "百科",
  video: "视频",
};
export const SUBMISSION_LICENSES = ["SIL 开源字体许可 1.1", "Apache 2.0", "GPL（含字体例外）", "免费商用（作者授权）", "仅个人使用"] as const;
export const UPLOAD_MAX_MB = 50;
