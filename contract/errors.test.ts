import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";

describe("ApiError", () => {
  it("is recognised by another copy of its module (the server and the pages are separate bundles)", async () => {
    // A second instance of the module, as the pages' bundle holds its own copy of the class.
    const copy = (await import("./errors?copy" as string)) as typeof import("./errors");
    expect(copy.ApiError).not.toBe(ApiError);
    const refusal = new copy.ApiError(400, "字体分类不存在");
    expect(refusal instanceof ApiError).toBe(true);
    expect(new ApiError(404, "字体不存在") instanceof copy.ApiError).toBe(true);
  });

  it("is not claimed by other errors", () => {
    expect(new Error("x") instanceof ApiError).toBe(false);
    expect(Object.assign(new Error("x"), { status: 400 }) instanceof ApiError).toBe(false);
    expect((null as unknown as object) instanceof ApiError).toBe(false);
  });
});
