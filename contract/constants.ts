/** Business and UI constants of docs/product.md §9, in one place. */
export const SITE_TITLE = "共创字库官网";
/** The site's name where a title would read oddly (structured data, share cards). */
export const SITE_NAME = "共创字库";
export const HTTP_TIMEOUT_MS = 60_000;
export const TOAST = { durationMs: 3000, offsetPx: 20, gapPx: 16 } as const;
export const DIALOG_TOP = "15vh";
export const MODAL_Z_INDEX_BASE = 2000;
export const SCROLL_RESIZE_THROTTLE_MS = 20;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LAZY_IMAGE = { preLoad: 1.3, attempts: 3, throttleMs: 200, cacheSize: 200 } as const;
export const PAGE_TRANSITION = "cu-fade";
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAGING = { defaultSize: 10, maxSize: 100 } as const;
export const STORAGE_KEYS = {
  /** docs/product.md §4/§9: the compare list in localStorage; token and messageList are cookies. */
  compareFonts: "compareFonts",
  token: "token",
  messageList: "messageList",
  /** The font list's layout (localStorage). */
  listLayout: "fontListLayout",
  /** Scroll positions per history entry (sessionStorage). */
  scrollPositions: "scroll-positions",
  /** When the chunk-reload guard last reloaded (sessionStorage). */
  chunkReloadAt: "chunk-reload-at",
} as const;
/** Both authentication headers carry the same token (docs/contract.md "Token"). */
export const TOKEN_HEADERS = ["X-Access-Token", "X-Auth-Token"] as const;
export const US_TOKEN_HEADER = "us-token";
/** The request header through which the server hands the page's CSP nonce to app/entry.server.tsx (server/http/security-headers.ts). */
export const NONCE_HEADER = "x-csp-nonce";
