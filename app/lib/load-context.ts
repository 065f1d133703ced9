/**
 * What the server hands to page loaders through React Router's load context: the area services
 * (the same typed functions the API routers call) and the public configuration. Exported from
 * entry.server so the server sets the very context object the built loaders read.
 */
import { createContext } from "react-router";
import type { PublicConfig } from "#contract/config";
import type { Services } from "#server/services";

export interface LoadContext {
  services: Services;
  config: PublicConfig;
}

export const loadContext = createContext<LoadContext>();
