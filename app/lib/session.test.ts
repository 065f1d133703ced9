import { COMPARE_FULL_MESSAGE, COMPARE_MAX } from "#contract/compare";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfoData } from "#contract/account";
import { createSessionStore, type FavoriteFont } from "./session";

const USER: UserInfoData = {
  id: 1,
  nickname: "小明",
  avatar: "",
  gender: 0,
  birthday: "",
  bio: "",
  mobile: "",
  email: "x***@example.com",
  wechatBound: false,
  hasPassword: true,
  createdTime: "2026-01-01T00:00:00.000Z",
};

/** A localStorage stand-in on globalThis (the unit project runs in node, without a DOM). */
function fakeLocalStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
  vi.stubGlobal("localStorage", storage);
  return map;
}

/** A document whose cookie writes are recorded. */
function fakeDocument() {
  const writes: string[] = [];
  vi.stubGlobal("document", {
    get cookie() {
      return "";
    },
    set cookie(value: string) {
      writes.push(value);
    },
  });
  return writes;
}

describe("session store: initial state (docs/product.md §3)", () => {
  it("starts signed out with empty lists and the login modal hidden", () => {
    const s = createSessionStore().getState();
    expect(s.token).toBe("");
    expect(s.userInfo).toBeNull();
    expect(s.accountModal).toEqual({ visible: false, type: "login" });
    expect(s.favoriteFonts).toEqual([]);
    expect(s.favoriteArticles).toEqual([]);
    expect(s.compareFonts).toEqual([]);
    expect(s.messageList).toEqual([]);
  });

  it("starts from the server's initial load", () => {
    const s = createSessionStore({ token: "t", userInfo: USER }).getState();
    expect(s.token).toBe("t");
    expect(s.userInfo).toEqual(USER);
  });
});

describe("session store: account modal (docs/product.md §4)", () => {
  it("changes merge into the existing state", () => {
    const store = createSessionStore();
    store.getState().setAccountModal({ visible: true });
    expect(store.getState().accountModal).toEqual({ visible: true, type: "login" });
    store.getState().setAccountModal({ type: "register", from: "header" });
    expect(store.getState().accountModal).toEqual({ visible: true, type: "register", from: "header" });
    store.getState().hideAccountModal();
    expect(store.getState().accountModal).toEqual({ visible: false, type: "register", from: "header" });
  });

  it("the global login action opens it with type login", () => {
    const store = createSessionStore();
    store.getState().setAccountModal({ type: "forget" });
    store.getState().showAccountModal();
    expect(store.getState().accountModal).toMatchObject({ visible: true, type: "login" });
    store.getState().showAccountModal("register");
    expect(store.getState().accountModal).toMatchObject({ visible: true, type: "register" });
  });
});

describe("session store: compare list (docs/product.md §4, §5)", () => {
  beforeEach(() => {
    fakeLocalStorage();
  });

  it("adds a font, refuses the same font twice", () => {
    const store = createSessionStore();
    expect(store.getState().addCompare({ id: 7, name: "霞鹜文楷" })).toEqual({ ok: true, message: "添加对比成功" });
    expect(store.getState().addCompare({ id: 7, name: "霞鹜文楷" })).toEqual({ ok: false, message: "请勿重复添加" });
    expect(store.getState().compareFonts).toEqual([{ id: 7, name: "霞鹜文楷" }]);
  });

  it("removes a font in the list, reports one that is not", () => {
    const store = createSessionStore();
    store.getState().addCompare({ id: 1 });
    store.getState().addCompare({ id: 2 });
    expect(store.getState().removeCompare(3)).toEqual({ ok: false, message: "字体不存在" });
    expect(store.getState().removeCompare(1)).toEqual({ ok: true, message: "移除对比成功" });
    expect(store.getState().compareFonts).toEqual([{ id: 2 }]);
    expect(store.getState().removeCompare(1)).toEqual({ ok: false, message: "字体不存在" });
  });

  it("refuses a font beyond the upper bound, reorders, and keeps the order stored", () => {
    const map = fakeLocalStorage();
    const store = createSessionStore();
    for (let id = 1; id <= COMPARE_MAX; id++) expect(store.getState().addCompare({ id }).ok).toBe(true);
    expect(store.getState().addCompare({ id: 99 })).toEqual({ ok: false, message: COMPARE_FULL_MESSAGE });
    expect(store.getState().compareFonts).toHaveLength(COMPARE_MAX);
    store.getState().moveCompare(2, -1);
    store.getState().moveCompare(2, -1); // already first: stays
    expect(store.getState().compareFonts.slice(0, 3).map((f) => f.id)).toEqual([2, 1, 3]);
    store.getState().moveCompare(COMPARE_MAX, 1); // already last: stays
    expect(JSON.parse(map.get("compareFonts")!).map((f: { id: number }) => f.id)).toEqual([2, 1, 3, 4, 5, 6]);
  });

  it("decides on the stored list, so a second tab meets 请勿重复添加 and 字体不存在", () => {
    fakeLocalStorage();
    const tabA = createSessionStore();
    const tabB = createSessionStore();
    expect(tabA.getState().addCompare({ id: 3 }).ok).toBe(true);
    expect(tabB.getState().addCompare({ id: 3 })).toEqual({ ok: false, message: "请勿重复添加" });
    expect(tabB.getState().compareFonts).toEqual([{ id: 3 }]);
    expect(tabA.getState().removeCompare(3).ok).toBe(true);
    expect(tabB.getState().removeCompare(3)).toEqual({ ok: false, message: "字体不存在" });
  });

  it("persists the list in localStorage under compareFonts", () => {
    const map = fakeLocalStorage();
    const store = createSessionStore();
    store.getState().addCompare({ id: 1 });
    store.getState().addCompare({ id: 2 });
    expect(JSON.parse(map.get("compareFonts")!)).toEqual([{ id: 1 }, { id: 2 }]);
    store.getState().removeCompare(1);
    expect(JSON.parse(map.get("compareFonts")!)).toEqual([{ id: 2 }]);
  });

  it("a refused add or remove leaves storage alone", () => {
    const map = fakeLocalStorage({ compareFonts: "[]" });
    const store = createSessionStore();
    store.getState().removeCompare(9);
    expect(map.get("compareFonts")).toBe("[]");
  });

  it("restores the list on demand, e.g. in another page load", () => {
    fakeLocalStorage();
    const first = createSessionStore();
    first.getState().addCompare({ id: 5, name: "思源黑体" });
    const second = createSessionStore();
    expect(second.getState().compareFonts).toEqual([]);
    second.getState().restoreCompare();
    expect(second.getState().compareFonts).toEqual([{ id: 5, name: "思源黑体" }]);
    expect(second.getState().addCompare({ id: 5 })).toEqual({ ok: false, message: "请勿重复添加" });
  });

  it("a damaged stored value restores an empty list", () => {
    fakeLocalStorage({ compareFonts: "{not json" });
    const store = createSessionStore();
    store.getState().restoreCompare();
    expect(store.getState().compareFonts).toEqual([]);
  });

  it("entries without a numeric id are dropped on restore", () => {
    fakeLocalStorage({ compareFonts: JSON.stringify([{ id: 1 }, { name: "x" }, null, { id: "2" }]) });
    const store = createSessionStore();
    store.getState().restoreCompare();
    expect(store.getState().compareFonts).toEqual([{ id: 1 }]);
  });

  it("works without localStorage (server side)", () => {
    vi.stubGlobal("localStorage", undefined);
    const store = createSessionStore();
    expect(store.getState().addCompare({ id: 1 }).ok).toBe(true);
    store.getState().restoreCompare();
    expect(store.getState().compareFonts).toEqual([{ id: 1 }]);
  });
});

describe("session store: favourites (docs/product.md §4)", () => {
  it("sorts favourite fonts ascending by createdTime", () => {
    const store = createSessionStore();
    const list: FavoriteFont[] = [
      { id: 3, createdTime: "2024-03-01T00:00:00Z", fontIds: [] },
      { id: 1, createdTime: "2023-12-31T23:59:59Z", fontIds: [4] },
      { id: 2, createdTime: "2024-01-15T08:00:00Z", fontIds: [5, 6] },
    ];
    store.getState().setFavoriteFonts(list);
    expect(store.getState().favoriteFonts.map((f) => f.id)).toEqual([1, 2, 3]);
    // The caller's list is not reordered under it.
    expect(list.map((f) => f.id)).toEqual([3, 1, 2]);
  });
});

describe("session store: sign-out (docs/product.md §4)", () => {
  it("clearSession clears token, userInfo and favourite fonts", () => {
    const store = createSessionStore({ token: "t", userInfo: USER });
    store.getState().setFavoriteFonts([{ id: 1, createdTime: "2024-01-01T00:00:00Z", fontIds: [1] }]);
    store.getState().setFavoriteArticles([{ id: 9 }]);
    store.getState().clearSession();
    const s = store.getState();
    expect(s.token).toBe("");
    expect(s.userInfo).toBeNull();
    expect(s.favoriteFonts).toEqual([]);
  });

  it("in the browser, clearSession also removes the token cookie", () => {
    const writes = fakeDocument();
    const store = createSessionStore({ token: "t", cookieDomain: ".example.com" });
    store.getState().clearSession();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^token=;/);
    expect(writes[0]).toContain("Max-Age=0");
    expect(writes[0]).toContain("Path=/");
    expect(writes[0]).toContain("Domain=.example.com");
  });
});

describe("session store: token cookie (docs/product.md §4 token storage)", () => {
  it("a token with an expiry is written to the cookie at path / with max-age = expired", () => {
    const writes = fakeDocument();
    const store = createSessionStore();
    store.getState().setToken("abc", 7200);
    expect(store.getState().token).toBe("abc");
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^token=abc;/);
    expect(writes[0]).toContain("Path=/");
    expect(writes[0]).toContain("Max-Age=7200");
    expect(writes[0]).not.toContain("Domain=");
  });

  it("the configured cookie domain is used", () => {
    const writes = fakeDocument();
    createSessionStore({ cookieDomain: "example.com" }).getState().setToken("abc", 60);
    expect(writes[0]).toContain("Domain=example.com");
  });

  it("the token cookie is SameSite=Lax, and Secure on an https page", () => {
    const writes = fakeDocument();
    vi.stubGlobal("location", { protocol: "https:" });
    createSessionStore().getState().setToken("abc", 60);
    expect(writes[0]).toContain("SameSite=Lax");
    expect(writes[0]).toContain("; Secure");
    vi.stubGlobal("location", { protocol: "http:" });
    createSessionStore().getState().setToken("abc", 60);
    expect(writes[1]).not.toContain("Secure");
  });

  it("the message list is saved to the messageList cookie", () => {
    const writes = fakeDocument();
    const store = createSessionStore();
    store.getState().setMessageList([{ id: 1 }]);
    expect(store.getState().messageList).toEqual([{ id: 1 }]);
    expect(writes[0]).toMatch(/^messageList=/);
    expect(decodeURIComponent(writes[0].split(";")[0].slice("messageList=".length))).toBe('[{"id":1}]');
  });
});
