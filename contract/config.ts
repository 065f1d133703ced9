/** What the browser is told of the deployment (docs/product.md §7: API host, subset service, object store, domains). */
export interface PublicConfig {
  /**
   * The site's public origin (https://www.example.com, no trailing slash), from configuration
   * only: canonical links and og:url are built on it, never on the request's Host.
   */
  origin: string;
  apiBase: string;
  subsetBase: string;
  staticBase: string;
  mainDomain: string;
  mobileDomain: string;
  cookieDomain: string;
  /** WeChat sign-in is configured: show its buttons. */
  wechatEnabled: boolean;
  /** The largest video the console uploads, MB (CONTENT_VIDEO_MAX_MB): the editor refuses a larger file before sending it (0: not told, the server's 413 decides). */
  contentVideoMaxMb: number;
}
