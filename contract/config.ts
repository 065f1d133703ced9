/** What the browser is told of the deployment (spec §7: API host, subset service, object store, domains). */
export interface PublicConfig {
  apiBase: string;
  subsetBase: string;
  staticBase: string;
  mainDomain: string;
  mobileDomain: string;
  cookieDomain: string;
  /** WeChat sign-in is configured: show its buttons. */
  wechatEnabled: boolean;
}
