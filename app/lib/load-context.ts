/**
 * What the server hands to page loaders through React Router's load context: the area services
 * (the same typed functions the API routers call) and the public configuration. Exported from
 * entry.server so the server sets the very context object the built loaders read.
 */
import { createContext } from "react-router";
// A type only: the server defines what it hands over (server/ssr.ts); no server code enters the
// pages' bundles. This file and the *.server.ts loaders are the app's only doors to server types.
import type { LoadContext } from "#server/ssr";

export type { LoadContext };

export const loadContext = createContext<LoadContext>();
