/**
 * What the server hands to page loaders: an in-process fetch into the API and the public
 * configuration. Exported from entry.server so the server sets the very context object the
 * built loaders read.
 */
import { createContext } from "react-router";
import type { PublicConfig } from "../../contract/config";

export interface ServerServices {
  apiFetch(request: Request): Promise<Response>;
  config: PublicConfig;
}

export const serverServicesContext = createContext<ServerServices>();
