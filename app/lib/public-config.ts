/** The deployment settings every page may need (API and file hosts, domains, WeChat), as the root loader hands them over. */
import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "#contract/config";

const NO_CONFIG: PublicConfig = { origin: "", apiBase: "", subsetBase: "", staticBase: "", mainDomain: "", mobileDomain: "", cookieDomain: "", wechatEnabled: false, contentVideoMaxMb: 0 };

/** The deployment settings of the root loader (WeChat read defensively: off unless said on). */
export function usePublicConfig(): PublicConfig {
  const root = useRouteLoaderData("root") as { config?: Partial<PublicConfig> } | undefined;
  return { ...NO_CONFIG, ...root?.config, wechatEnabled: root?.config?.wechatEnabled === true };
}
