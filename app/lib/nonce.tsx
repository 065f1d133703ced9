/**
 * The CSP nonce of the page being rendered (server/http/security-headers.ts). The server hands it
 * to React's renderer and to React Router's inline scripts; in the browser it is empty (browsers
 * hide nonce attributes from scripts, and hydration needs none).
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
