/** What signing in and out does to the session (docs/product.md §4 "Sign-in", "Sign-out"). */
import type { UserInfoData } from "#contract/account";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "#app/lib/toast";
import type { LoginData } from "#contract/account";
import { needsToken } from "#contract/routes";
import { useSessionStore } from "#app/lib/session";
import { useAccountApi } from "./api";
import { redirectParam } from "./redirect";

/** Fetches user-info into the store; a failure is toasted by the client and answers null. */
export function useRefreshUserInfo() {
  const store = useSessionStore();
  const api = useAccountApi();
  return useCallback(async () => {
    try {
      const info = await api.userInfo();
      store.getState().setUserInfo(info as unknown as UserInfoData);
      return info;
    } catch {
      return null;
    }
  }, [api, store]);
}

/**
 * After a login or a registration: keep the token (cookie with max-age = expired), load the
 * user, close the dialog, and go where `?redirect=` asked if it is a path of this site.
 */
export function useSignIn() {
  const store = useSessionStore();
  const refresh = useRefreshUserInfo();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async ({ token, expired }: LoginData, message: string) => {
      store.getState().setToken(token, expired);
      await refresh();
      store.getState().hideAccountModal();
      toast.success(message);
      const target = redirectParam(location.search);
      if (target) navigate(target, { replace: true });
    },
    [store, refresh, navigate, location.search],
  );
}

/**
 * Logout: ask the server to revoke the token (a failure is only noted in the console), then
 * always clear the session; a page that needs a token is left for the home page.
 */
export function useSignOut() {
  const store = useSessionStore();
  const api = useAccountApi();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    try {
      await api.logout();
    } catch (error) {
      console.warn("logout failed", error);
    }
    store.getState().clearSession();
    toast.success("已退出登录");
    if (needsToken(location.pathname)) navigate("/");
  }, [api, store, navigate, location.pathname]);
}
