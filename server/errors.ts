/** The one error type services and routers throw for a refusal the client should see (contract/errors.ts). */
export { ApiError } from "#contract/errors";
