import { describe, expect, it } from "vitest";
import { MODAL_Z_INDEX_BASE } from "#contract/constants";
import { createModalStack, modalStack } from "./modal-stack";

describe("modal stack", () => {
  it("starts at 2000 and goes up by one per nested modal", () => {
    const stack = createModalStack();
    expect(MODAL_Z_INDEX_BASE).toBe(2000);
    expect(stack.push().zIndex).toBe(2000);
    expect(stack.push().zIndex).toBe(2001);
    expect(stack.push().zIndex).toBe(2002);
    expect(stack.size()).toBe(3);
  });

  it("a modal opened after the top one closed takes its place", () => {
    const stack = createModalStack();
    stack.push();
    const inner = stack.push();
    stack.remove(inner.id);
    expect(stack.push().zIndex).toBe(2001);
  });

  it("never puts a new modal level with one still open when an inner one closes first", () => {
    const stack = createModalStack();
    const outer = stack.push(); // 2000
    const middle = stack.push(); // 2001
    stack.push(); // 2002
    stack.remove(middle.id);
    expect(stack.push().zIndex).toBe(2003);
    stack.remove(outer.id);
    expect(stack.size()).toBe(2);
  });

  it("goes back to the base once every modal is closed", () => {
    const stack = createModalStack(100);
    const a = stack.push();
    const b = stack.push();
    stack.remove(a.id);
    stack.remove(b.id);
    stack.remove(b.id); // removing twice is harmless
    expect(stack.size()).toBe(0);
    expect(stack.push().zIndex).toBe(100);
  });

  it("the shared stack uses docs/product.md's base", () => {
    const entry = modalStack.push();
    expect(entry.zIndex).toBe(MODAL_Z_INDEX_BASE);
    modalStack.remove(entry.id);
  });
});
