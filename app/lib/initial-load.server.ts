/**
 * The server-side initial load of docs/product.md §4: the user from the token cookie, friend links always,
 * the font dictionary (read once per process by the font service). Read straight from the
 * services; a failure degrades to empty data and a notice the browser shows as a success-style toast.
 */
import { STORAGE_KEYS } from "#contract/constants";
import type { FontDict } from "#contract/fonts";
import type { FriendLink, WebColumn } from "#contract/site";
import type { HotKeyword } from "#contract/content";
import type { UserInfoData } from "#contract/account";
import type { UnreadCounts } from "#contract/notifications";
import type { Services } from "#server/services";
import { readCookie } from "#contract/cookies";

export interface InitialLoad {
  token: string;
  userInfo: UserInfoData | null;
  /** Unread messages for the header's badge (null signed out). */
  unread: UnreadCounts | null;
  friendLinks: FriendLink[];
  /** Header navigation and footer groups (getColumnByType), hot search words (getKeyword). */
  columns: { header: WebColumn[]; footer: WebColumn[] };
  hotKeywords: HotKeyword[];
  fontDict: FontDict;
  notices: string[];
  /** The token cookie was found invalid: the page must remove it. */
  tokenRejected: boolean;
}

const LOAD_FAILED = { friendLinks: "友情链接加载失败", fontDict: "字体分类加载失败", userInfo: "用户信息加载失败", columns: "栏目加载失败" };

export async function initialLoad(services: Services, request: Request): Promise<InitialLoad> {
  const token = readCookie(request.headers.get("Cookie"), STORAGE_KEYS.token) ?? "";
  const notices: string[] = [];
  const orNotice = <T>(work: Promise<T>, fallback: T, notice: string) =>
    work.catch(() => {
      notices.push(notice);
      return fallback;
    });
  const [session, friendLinks, fontDict, header, footer, hotKeywords] = await Promise.all([
    token ? orNotice(services.account.session(token), null, LOAD_FAILED.userInfo) : null,
    orNotice(services.site.friendLinks(), [], LOAD_FAILED.friendLinks),
    orNotice(services.fonts.dictionary(), {}, LOAD_FAILED.fontDict),
    orNotice(services.site.columns("header"), [], LOAD_FAILED.columns),
    orNotice(services.site.columns("footer"), [], LOAD_FAILED.columns),
    services.content.keywords().catch(() => []),
  ]);
  // A token the server no longer knows (expired, revoked): a forced logout (docs/product.md §4).
  const tokenRejected = Boolean(token) && session === null && !notices.includes(LOAD_FAILED.userInfo);
  return {
    token: tokenRejected ? "" : token,
    userInfo: session?.userInfo ?? null,
    unread: session?.unread ?? null,
    friendLinks,
    columns: { header, footer },
    hotKeywords,
    fontDict,
    notices,
    tokenRejected,
  };
}
