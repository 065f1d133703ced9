/** The JSON envelope every API answer uses (docs/contract.md "Envelope"). */
export const SUCCESS_CODE = "200";
/** Body code meaning the session token is invalid, expired or revoked. */
export const SESSION_INVALID_CODE = "S00106";

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function isSuccess(body: { code?: unknown } | null | undefined): boolean {
  return body != null && String(body.code) === SUCCESS_CODE;
}
