/**
 * The server-side initial load of spec §4: the user from the token cookie, friend links always,
 * the font dictionary once per process. Failures degrade to empty data; a non-200 code of
 * user info or friend links becomes a notice the browser shows as a success-style toast.
 */
import { isSuccess, SESSION_INVALID_CODE, type Envelope } from "../../contract/envelope";
import { STORAGE_KEYS } from "../../contract/constants";
import { createHttp, HttpError, type Http } from "./http";
import { readCookie } from "./cookies";
import type { ServerServices } from "./server-services";
import type { UserInfo } from "./session";

export interface FriendLink {
  id: number;
  name: string;
  url: string;
  protocol: number;
  sort: number;
}

export interface DictEntry {
  dictNumber: string;
  label: string;
  sort: number;
}

export type FontDict = Record<string, DictEntry[]>;

export function serverHttp(services: ServerServices, token: string): Http {
  return createHttp({ base: "", fetch: services.apiFetch, getToken: () => token });
}

let fontDict: Promise<FontDict> | undefined;

/** Fetched once per process; a failed fetch is forgotten so the next request retries. */
function loadFontDictOnce(http: Http): Promise<FontDict> {
  fontDict ??= http.get<FontDict>("/web/api/dict/font-default").then((res) => {
    if (!isSuccess(res)) throw new Error(res.msg);
    return res.data;
  });
  return fontDict.catch(() => {
    fontDict = undefined;
    return {};
  });
}

export interface InitialLoad {
  token: string;
  userInfo: UserInfo | null;
  friendLinks: FriendLink[];
  fontDict: FontDict;
  notices: string[];
  /** The token cookie was found invalid: the page must remove it. */
  tokenRejected: boolean;
}

export async function initialLoad(services: ServerServices, request: Request): Promise<InitialLoad> {
  const token = readCookie(request.headers.get("Cookie"), STORAGE_KEYS.token) ?? "";
  const http = serverHttp(services, token);
  const notices: string[] = [];
  let tokenRejected = false;

  const fromEnvelope = <T>(res: Envelope<T>, fallback: T): T => {
    if (isSuccess(res)) return res.data;
    if (res.msg) notices.push(res.msg);
    return fallback;
  };

  const userInfo = token
    ? http.get<UserInfo>("/web/api/account/user-info").then(
        (res) => fromEnvelope<UserInfo | null>(res, null),
        (error: unknown) => {
          if (error instanceof HttpError && (error.status === 401 || hasCode(error.body, SESSION_INVALID_CODE)))
            tokenRejected = true;
          return null;
        },
      )
    : Promise.resolve(null);
  const friendLinks = http.get<FriendLink[]>("/web/api/friendshipLinks/getFriendshipLinks").then(
    (res) => [...fromEnvelope(res, [])].sort((a, b) => b.sort - a.sort),
    () => [],
  );

  const [user, links, dict] = await Promise.all([userInfo, friendLinks, loadFontDictOnce(http)]);
  return { token: tokenRejected ? "" : token, userInfo: user, friendLinks: links, fontDict: dict, notices, tokenRejected };
}

function hasCode(body: unknown, code: string): boolean {
  return typeof body === "object" && body !== null && (body as { code?: unknown }).code === code;
}
