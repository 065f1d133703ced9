/**
 * Session state of docs/product.md §3/§4: token, userInfo, the account modal, favourites, the compare list
 * and the message list. One store per page load, created from the server's initial load.
 */
import type { UserInfoData } from "#contract/account";
import { createContext, createElement, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import { STORAGE_KEYS } from "#contract/constants";
import { MESSAGES } from "#contract/messages";
import { COMPARE_FULL_MESSAGE, COMPARE_MAX } from "#contract/compare-constants";
import type { UnreadCounts } from "#contract/notifications";
import { readCookie } from "#contract/cookies";
import { removeCookie, writeCookie } from "#app/lib/cookies";

export type AccountModalType = "login" | "register" | "forget" | "bindMobile" | "bindEmail" | "password" | "wechat";

export interface AccountModal {
  visible: boolean;
  type: AccountModalType;
  [extra: string]: unknown;
}


export interface FavoriteFont {
  id: number;
  name?: string;
  createdTime: string;
  fontIds: number[];
  font?: unknown;
}

export interface CompareFont {
  id: number;
  [field: string]: unknown;
}

export interface SessionState {
  token: string;
  userInfo: UserInfoData | null;
  accountModal: AccountModal;
  favoriteFonts: FavoriteFont[];
  favoriteArticles: unknown[];
  compareFonts: CompareFont[];
  messageList: unknown[];
  /** Unread messages (header badge); null until loaded. */
  unreadCounts: UnreadCounts | null;
  cookieDomain: string;

  /** Stores the token; with an expiry it is also written to the cookie, an empty token removes it. */
  setToken(token: string, expired?: number): void;
  setUserInfo(userInfo: UserInfoData | null): void;
  /** Signs out locally: token, userInfo and favourite fonts cleared (docs/product.md §4 "Sign-out"). */
  clearSession(): void;
  /** Merges into the modal state (docs/product.md §4 "Account dialog"). */
  setAccountModal(patch: Partial<AccountModal>): void;
  showAccountModal(type?: AccountModalType): void;
  hideAccountModal(): void;
  setFavoriteFonts(list: FavoriteFont[]): void;
  setFavoriteArticles(list: unknown[]): void;
  /** Adds to the compare list; answers the message to show and whether it was added. */
  addCompare(font: CompareFont): { ok: boolean; message: string };
  removeCompare(id: number): { ok: boolean; message: string };
  restoreCompare(): void;
  /** Moves a compare entry one place earlier (-1) or later (+1). */
  moveCompare(id: number, delta: -1 | 1): void;
  setMessageList(list: unknown[]): void;
  setUnreadCounts(counts: UnreadCounts | null): void;
}

export interface SessionInit {
  token?: string;
  userInfo?: UserInfoData | null;
  /** The server's count at page load, so the header's badge is in the first HTML. */
  unreadCounts?: UnreadCounts | null;
  cookieDomain?: string;
}

export function createSessionStore(init: SessionInit = {}): StoreApi<SessionState> {
  return createStore<SessionState>((set, get) => ({
    token: init.token ?? "",
    userInfo: init.userInfo ?? null,
    accountModal: { visible: false, type: "login" },
    favoriteFonts: [],
    favoriteArticles: [],
    compareFonts: [],
    messageList: [],
    unreadCounts: init.unreadCounts ?? null,
    cookieDomain: init.cookieDomain ?? "",

    setToken(token, expired) {
      set({ token });
      if (typeof document === "undefined") return;
      if (!token) removeCookie(STORAGE_KEYS.token, get().cookieDomain || undefined);
      else if (expired) writeCookie(STORAGE_KEYS.token, token, { maxAge: expired, domain: get().cookieDomain || undefined });
    },
    setUserInfo: (userInfo) => set({ userInfo }),
    clearSession() {
      get().setToken("");
      set({ userInfo: null, favoriteFonts: [], unreadCounts: null });
    },
    setAccountModal: (patch) => set((s) => ({ accountModal: { ...s.accountModal, ...patch } })),
    showAccountModal: (type = "login") => get().setAccountModal({ visible: true, type }),
    hideAccountModal: () => get().setAccountModal({ visible: false }),
    setFavoriteFonts: (list) =>
      set({ favoriteFonts: [...list].sort((a, b) => Date.parse(a.createdTime) - Date.parse(b.createdTime)) }),
    setFavoriteArticles: (list) => set({ favoriteArticles: list }),

    addCompare(font) {
      // Another tab may have changed the stored list: decide on what is stored, not on this page's copy.
      get().restoreCompare();
      const list = get().compareFonts;
      if (list.some((f) => f.id === font.id)) return { ok: false, message: MESSAGES.compareDuplicate };
      if (list.length >= COMPARE_MAX) return { ok: false, message: COMPARE_FULL_MESSAGE };
      saveCompare([...list, font]);
      set({ compareFonts: [...list, font] });
      return { ok: true, message: MESSAGES.compareAdded };
    },
    removeCompare(id) {
      get().restoreCompare();
      const list = get().compareFonts;
      if (!list.some((f) => f.id === id)) return { ok: false, message: MESSAGES.compareMissing };
      const next = list.filter((f) => f.id !== id);
      saveCompare(next);
      set({ compareFonts: next });
      return { ok: true, message: MESSAGES.compareRemoved };
    },
    restoreCompare() {
      if (typeof localStorage === "undefined") return;
      try {
        const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.compareFonts) ?? "[]");
        if (!Array.isArray(parsed)) return;
        const stored = parsed.filter((f) => f && typeof f.id === "number");
        // Unchanged: keep the same array, so no compare control re-renders for nothing.
        if (JSON.stringify(stored) !== JSON.stringify(get().compareFonts)) set({ compareFonts: stored });
      } catch {
        // A damaged entry is not worth a message: the list starts empty.
      }
    },
    moveCompare(id, delta) {
      const list = [...get().compareFonts];
      const from = list.findIndex((f) => f.id === id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return;
      [list[from], list[to]] = [list[to], list[from]];
      saveCompare(list);
      set({ compareFonts: list });
    },
    setUnreadCounts: (unreadCounts) => set({ unreadCounts }),
    setMessageList(list) {
      set({ messageList: list });
      if (typeof document !== "undefined") writeCookie(STORAGE_KEYS.messageList, JSON.stringify(list));
    },
  }));
}

function saveCompare(list: CompareFont[]) {
  if (typeof localStorage !== "undefined") localStorage.setItem(STORAGE_KEYS.compareFonts, JSON.stringify(list));
}

/** The token of the current browser cookie, if any. */
export function browserToken(): string {
  return typeof document === "undefined" ? "" : (readCookie(document.cookie, STORAGE_KEYS.token) ?? "");
}

const SessionContext = createContext<StoreApi<SessionState> | null>(null);

export function SessionProvider({ init, children }: { init: SessionInit; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(init));
  return createElement(SessionContext.Provider, { value: store }, children);
}

export function useSessionStore(): StoreApi<SessionState> {
  const store = useContext(SessionContext);
  if (!store) throw new Error("useSession outside SessionProvider");
  return store;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStore(), selector);
}
