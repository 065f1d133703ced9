/**
 * The font toolbar's state (docs/product.md §3 "Toolbar sample text"): the sample text every
 * preview shows — empty means each font shows its own name — and the preview size in px.
 *
 * One small zustand store, provided by the font layout (app/layouts/font.tsx), so it lives as
 * long as the visitor moves between /font and /font/{id}. In the browser the store is one per
 * page load, so it also survives a visit to another layout and back; on the server each render
 * gets a fresh one (nothing leaks between visitors, and hydration starts from the defaults).
 *
 *   const { text, setText, size, setSize, reset } = useSampleText();
 *   previewText(text, font.name)   // what a preview of `font` shows
 */
import { createContext, createElement, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";

/** Preview size range of the toolbar's slider, in px. */
export const SAMPLE_SIZE = { min: 12, max: 120, step: 1, default: 48 } as const;

/** Longest sample text (the subset service takes far more; this keeps previews sensible). */
export const SAMPLE_TEXT_MAX = 200;

/** Preset texts offered next to the input. */
export const PRESET_TEXTS: readonly { label: string; text: string }[] = [
  { label: "兰亭集序", text: "永和九年，岁在癸丑" },
  { label: "千字文", text: "天地玄黄 宇宙洪荒" },
  { label: "English", text: "The quick brown fox jumps over the lazy dog" },
  { label: "数字", text: "0123456789" },
];

export interface SampleTextState {
  /** The toolbar's text; "" = each font shows its own name. */
  text: string;
  /** Preview size in px, within SAMPLE_SIZE. */
  size: number;
  setText(text: string): void;
  setSize(size: number): void;
  /** Back to the defaults: no text (font names) and the default size. */
  reset(): void;
}

/** A size within the slider's range, whole pixels; anything not a number gives the default. */
export function clampSize(size: number): number {
  if (!Number.isFinite(size)) return SAMPLE_SIZE.default;
  return Math.min(SAMPLE_SIZE.max, Math.max(SAMPLE_SIZE.min, Math.round(size)));
}

/** The toolbar text as stored: line breaks become spaces, at most SAMPLE_TEXT_MAX characters. */
export function normalizeSampleText(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, " ")].slice(0, SAMPLE_TEXT_MAX).join("");
}

/** What a preview of a font shows: the sample text, or the font's own name when it is blank. */
export function previewText(sampleText: string, fontName: string): string {
  return sampleText.trim() ? sampleText : fontName;
}

export function createSampleTextStore(init: Partial<Pick<SampleTextState, "text" | "size">> = {}): StoreApi<SampleTextState> {
  return createStore<SampleTextState>((set) => ({
    text: normalizeSampleText(init.text ?? ""),
    size: clampSize(init.size ?? SAMPLE_SIZE.default),
    setText: (text) => set({ text: normalizeSampleText(text) }),
    setSize: (size) => set({ size: clampSize(size) }),
    reset: () => set({ text: "", size: SAMPLE_SIZE.default }),
  }));
}

/** The browser's one store (kept across layouts for the page's life). */
let browserStore: StoreApi<SampleTextState> | undefined;

function newStoreForHere(): StoreApi<SampleTextState> {
  if (typeof window === "undefined") return createSampleTextStore();
  browserStore ??= createSampleTextStore();
  return browserStore;
}

const SampleTextContext = createContext<StoreApi<SampleTextState> | null>(null);

/** Provides the toolbar state to a layout's pages (the font layout). */
export function SampleTextProvider({ children }: { children: ReactNode }) {
  const [store] = useState(newStoreForHere);
  return createElement(SampleTextContext.Provider, { value: store }, children);
}

/** Outside a provider (a page of another layout): a store of its own that starts at the defaults. */
const fallbackStore = createSampleTextStore();

/** The toolbar state: `{ text, setText, size, setSize, reset }`. */
export function useSampleText(): Pick<SampleTextState, "text" | "setText" | "size" | "setSize" | "reset"> {
  const store = useContext(SampleTextContext) ?? fallbackStore;
  const text = useStore(store, (s) => s.text);
  const size = useStore(store, (s) => s.size);
  const { setText, setSize, reset } = store.getState();
  return { text, setText, size, setSize, reset };
}
