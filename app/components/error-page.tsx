import { isRouteErrorResponse } from "react-router";
import { useEffect } from "react";
import { HTTP_ERROR_MESSAGES, MESSAGES } from "#contract/messages";
import { isChunkLoadError, reloadOnce } from "#app/lib/chunk-reload";

/** The error page: 404 "This page could not be found", other statuses with their message, and a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnce();
  }, [chunkFailed]);

  let status = 500;
  let message = HTTP_ERROR_MESSAGES[500];
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = status === 404 ? MESSAGES.notFound : typeof error.data === "string" && error.data ? error.data : error.statusText || message;
  } else if (chunkFailed) {
    message = "页面资源加载失败，请刷新页面重试";
  }

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center" data-testid="error-page">
      <p className="text-7xl font-black text-orange-600/90">{status}</p>
      <h1 className="mt-4 text-xl font-semibold text-stone-800">{message}</h1>
      <a href="/" className="mt-8 rounded-full bg-orange-700 px-6 py-2.5 text-white shadow hover:bg-orange-800">
        返回首页
      </a>
    </section>
  );
}
