import { describe, expect, it } from "vitest";
import { MESSAGES } from "#contract/messages";
import { createPromptQueue, prompt, promptValidate, validateInput } from "./prompt-dialog";

describe("validateInput", () => {
  it("passes anything without a check", () => {
    expect(validateInput("", undefined)).toBeNull();
  });

  it("uses docs/product.md's default message", () => {
    expect(MESSAGES.invalidInput).toBe("输入的数据不合法!");
    expect(validateInput("abc", /^\d+$/)).toBe("输入的数据不合法!");
    expect(validateInput("123", /^\d+$/)).toBeNull();
  });

  it("uses a given message instead", () => {
    expect(validateInput("abc", /^\d+$/, "请输入数字")).toBe("请输入数字");
  });

  it("is not fooled by a global pattern's remembered position", () => {
    const pattern = /\d/g;
    expect(validateInput("1", pattern)).toBeNull();
    expect(validateInput("1", pattern)).toBeNull();
  });

  it("a function may pass, fail, or fail with its own message", () => {
    expect(validateInput("x", () => true)).toBeNull();
    expect(validateInput("x", () => undefined)).toBeNull();
    expect(validateInput("x", () => false)).toBe(MESSAGES.invalidInput);
    expect(validateInput("x", () => "名称已存在")).toBe("名称已存在");
    expect(validateInput("x", () => "")).toBe(MESSAGES.invalidInput);
  });
});

describe("promptValidate", () => {
  it("checks the pattern, then the validator", () => {
    const check = promptValidate({ title: "t", inputPattern: /^\w+$/, inputValidator: (v) => (v === "taken" ? "已存在" : true) });
    expect(validateInput("a b", check)).toBe(MESSAGES.invalidInput);
    expect(validateInput("taken", check)).toBe("已存在");
    expect(validateInput("free", check)).toBeNull();
    expect(promptValidate({ title: "t" })).toBeUndefined();
  });
});

describe("prompt queue", () => {
  it("shows prompts one at a time and resolves each with its answer", async () => {
    const queue = createPromptQueue();
    let changes = 0;
    queue.subscribe(() => changes++);
    const first = queue.ask({ title: "新建分组" });
    const second = queue.ask({ title: "重命名" });
    expect(changes).toBe(2);
    const shown = queue.current();
    expect(shown?.options.title).toBe("新建分组");
    expect(queue.current()).toBe(shown); // a stable snapshot for useSyncExternalStore
    queue.answer(shown!.id, "我的字体");
    expect(await first).toBe("我的字体");
    expect(queue.current()?.options.title).toBe("重命名");
    queue.answer(queue.current()!.id, null);
    expect(await second).toBeNull();
    expect(queue.current()).toBeUndefined();
    queue.answer(12345, "ignored"); // unknown ids are ignored
    expect(changes).toBe(4);
  });

  it("prompt() resolves null on the server", async () => {
    expect(typeof window).toBe("undefined");
    expect(await prompt({ title: "x" })).toBeNull();
  });
});
