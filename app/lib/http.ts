/**
 * The one HTTP client of the site (docs/product.md §7): base from configuration, 60 s timeout, JSON with
 * UTF-8, the token in both headers of docs/contract.md, bodies unwrapped to the envelope. A failed
 * response shows the toast of docs/product.md §8 and rejects; HTTP 401 or body code S00106 ends the session.
 */
import { HTTP_TIMEOUT_MS, TOKEN_HEADERS } from "#contract/constants";
import { SESSION_INVALID_CODE, type Envelope } from "#contract/envelope";
import { httpErrorMessage } from "#contract/messages";

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface HttpOptions {
  /** API host; "" means the page's own origin. */
  base: string;
  getToken: () => string | null | undefined;
  /** Shows a failure toast (the browser); omitted on the server, where failures are only thrown. */
  notifyError?: (message: string) => void;
  /** Clears the token and goes home (docs/product.md §4 "Forced sign-out"). */
  onSessionInvalid?: () => void;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  /** JSON-serialisable body, or FormData for multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Reject without the failure toast (the caller shows the problem itself or swallows it, as
   * logout does). HTTP 401 and S00106 still end the session.
   */
  silent?: boolean;
}

export interface SendFileOptions {
  /** Fraction of the body sent so far, 0…1 (XMLHttpRequest's upload events; fetch() has none). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadOptions {
  file: Blob;
  filename?: string;
  /** Form field of the file; `file` unless told. */
  name?: string;
  data?: Record<string, unknown>;
  params?: Params;
  headers?: Record<string, string>;
}

/** Multipart form of a plain object: arrays become repeated `name[]` fields. */
export function toFormData(data: Record<string, unknown>, form = new FormData()): FormData {
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === "object") form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value);
  }
  return form;
}

export function createHttp(options: HttpOptions) {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;

  function url(path: string, params?: Params): string {
    const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
    const target = new URL(`${options.base}${path}`, origin);
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null && value !== "") target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  function fail(status: number, serverMessage: string | undefined, body: unknown, silent: boolean | undefined): never {
    const message = httpErrorMessage(status, serverMessage);
    if (!silent) options.notifyError?.(message);
    if (status === 401) options.onSessionInvalid?.();
    throw new HttpError(message, status, body);
  }

  async function request<T = unknown>(method: string, path: string, init: RequestOptions = {}): Promise<Envelope<T>> {
    const headers = new Headers({ Accept: "application/json", ...init.headers });
    const token = options.getToken();
    if (token) for (const name of TOKEN_HEADERS) headers.set(name, token);
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers.set("Content-Type", "application/json;charset=UTF-8");
      body = JSON.stringify(init.body);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await doFetch(new Request(url(path, init.params), { method, headers, body, signal }));
    } catch (error) {
      if (init.signal?.aborted) throw error;
      // No response at all: a timeout is 408, anything else has no status of its own (docs/product.md §8: 500).
      return fail(timeout.aborted ? 408 : 500, undefined, error, init.silent);
    }

    const parsed = await response.json().catch(() => undefined);
    const envelope = parsed as Partial<Envelope<T>> | undefined;
    if (!response.ok) return fail(response.status, envelope?.msg, parsed, init.silent);
    if (envelope && envelope.code === SESSION_INVALID_CODE) {
      options.onSessionInvalid?.();
      throw new HttpError(envelope.msg ?? "登录已失效", 401, parsed);
    }
    if (!envelope || typeof envelope !== "object" || !("code" in envelope)) return fail(502, undefined, parsed, init.silent);
    return envelope as Envelope<T>;
  }

  /**
   * POSTs `file` as the raw body with upload progress, through XMLHttpRequest (fetch() cannot report
   * how much of a body is sent). No timeout: a large file on a slow line takes what it takes; the
   * answer is read like every other (the same failure toasts, the same end of session).
   */
  function sendFile<T = unknown>(path: string, file: Blob, init: SendFileOptions = {}): Promise<Envelope<T>> {
    return new Promise<Envelope<T>>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url(path));
      xhr.setRequestHeader("Accept", "application/json");
      xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
      const token = options.getToken();
      if (token) for (const name of TOKEN_HEADERS) xhr.setRequestHeader(name, token);
      xhr.upload.onprogress = (e) => e.lengthComputable && init.onProgress?.(e.loaded / e.total);
      const settle = (work: () => Envelope<T>) => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      };
      xhr.onload = () =>
        settle(() => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(xhr.responseText);
          } catch {
            parsed = undefined;
          }
          const envelope = parsed as Partial<Envelope<T>> | undefined;
          if (xhr.status < 200 || xhr.status >= 300) return fail(xhr.status, envelope?.msg, parsed, false);
          if (envelope?.code === SESSION_INVALID_CODE) {
            options.onSessionInvalid?.();
            throw new HttpError(envelope.msg ?? "登录已失效", 401, parsed);
          }
          if (!envelope || typeof envelope !== "object" || !("code" in envelope)) return fail(502, undefined, parsed, false);
          return envelope as Envelope<T>;
        });
      xhr.onerror = () => settle(() => fail(500, undefined, undefined, false));
      xhr.onabort = () => reject(new DOMException("已取消", "AbortError"));
      init.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(file);
    });
  }

  return {
    request,
    sendFile,
    get: <T = unknown>(path: string, params?: Params, init?: Omit<RequestOptions, "params">) =>
      request<T>("GET", path, { ...init, params }),
    post: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) => request<T>("POST", path, { ...init, body }),
    put: <T = unknown>(path: string, body?: unknown, init?: RequestOptions) => request<T>("PUT", path, { ...init, body }),
    delete: <T = unknown>(path: string, init?: RequestOptions) => request<T>("DELETE", path, init),
    /** Multipart POST of a plain object (arrays as repeated `name[]`). */
    postForm: <T = unknown>(path: string, data: Record<string, unknown>, init?: RequestOptions) =>
      request<T>("POST", path, { ...init, body: toFormData(data) }),
    upload: <T = unknown>(path: string, upload: UploadOptions) => {
      const form = new FormData();
      const name = upload.name ?? "file";
      if (upload.filename) form.append(name, upload.file, upload.filename);
      else form.append(name, upload.file);
      toFormData(upload.data ?? {}, form);
      return request<T>("POST", path, { params: upload.params, headers: upload.headers, body: form });
    },
  };
}

export type Http = ReturnType<typeof createHttp>;
