/** Chinese user-facing messages fixed by docs/product.md (§2, §5, §8). One copy for browser and server. */

/** Toast text per failed HTTP status (docs/product.md §8). 400 and 401 prefer the server's own message. */
export const HTTP_ERROR_MESSAGES: Record<number, string> = {
  401: "用户没有权限（令牌、用户名、密码错误）!",
  403: "用户得到授权，但是访问是被禁止的。!",
  404: "网络请求错误,未找到该资源!",
  405: "网络请求错误,请求方法未允许!",
  /** Not in docs/product.md's table: a body over its limit (docs/decisions/012) answers 413 saying the limit. */
  413: "请求内容过大",
  /** Not in docs/product.md's table: rate limits answer 429 with a message saying when to retry. */
  429: "操作过于频繁，请稍后再试",
  408: "网络请求超时!",
  500: "服务器错误,请联系管理员!",
  501: "网络未实现!",
  502: "网络错误!",
  503: "服务不可用，服务器暂时过载或维护!",
  504: "网络超时!",
  505: "http版本不支持该请求!",
};

/**
 * The toast for a failed call: 400 shows the server's message, 401, 413 and 429 the server's
 * message or the fixed text, every other listed status its fixed text, anything else the 500 text.
 */
export function httpErrorMessage(status: number, serverMessage?: string | null): string {
  const own = serverMessage?.trim();
  if (status === 400 && own) return own;
  if (status === 401 || status === 413 || status === 429) return own || HTTP_ERROR_MESSAGES[status];
  return HTTP_ERROR_MESSAGES[status] ?? HTTP_ERROR_MESSAGES[500];
}

export const MESSAGES = {
  notFound: "This page could not be found",
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
  invalidInput: "输入的数据不合法!",
  mobileFormat: "手机格式不正确",
  emailFormat: "邮箱格式不正确",
  accountFormat: "手机号或邮箱账号格式不正确",
  compareDuplicate: "请勿重复添加",
  compareAdded: "添加对比成功",
  /** Also what every call answers for a font id it does not know (FONT_MESSAGES, FAVORITE_MESSAGES). */
  compareMissing: "字体不存在",
  compareRemoved: "移除对比成功",
  offline: "网络已断开，当前处于离线状态",
  serviceWorkerUnsupported: "当前浏览器不支持 Service Worker，离线访问不可用",
  apiNotFound: "接口不存在",
  badJson: "请求体不是合法的 JSON",
  /** A signed download link (a font, a collection's zip) that was altered or is not one. */
  linkInvalid: "下载链接无效",
  linkExpired: "下载链接已过期，请重新下载",
  badRequest: "请求参数不正确",
  badCharacters: "输入含有不允许的字符（控制字符或无效编码）",
  badEncoding: "请求地址的编码不正确（须为 UTF-8）",
  jsonOnly: "请求内容类型必须是 application/json",
  methodNotAllowed: (allow: string[]) => `网络请求错误,请求方法未允许!此接口支持 ${allow.join("、")}`,
} as const;
