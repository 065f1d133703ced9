/**
 * 字符: every character of a face (search/fontInformation/{id}/chars), grouped by standard —
 * 通用规范汉字表 by level, the rest of GB 2312 and of Big5 — then punctuation, Latin and the other
 * blocks; what a standard has and the face lacks is a dashed, greyed cell marked 缺.
 *
 * The grid is virtualised (only the rows near the screen are in the page), and its glyphs come
 * from the subset service as they scroll into view: each group is cut into chunks of 200
 * characters, a chunk is asked for (in one batch with the others newly in view) when one of its
 * rows is drawn, and each answer is an @font-face rule of one family per face whose
 * unicode-range is the chunk's, so the browser fetches only the chunks on screen. Click a glyph
 * for a large view with its code point.
 *
 * Test hooks: data-testid="glyph-view", "glyph-group" (data-key, data-total, data-missing),
 * "glyph" cells (data-cp, data-missing), "glyph-dialog".
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { FontChars, FontDetail, GlyphGroup } from "#contract/fonts";
import { isSuccess } from "#contract/envelope";
import { useHttp } from "#app/lib/http-client";
import { whenNearViewport } from "#app/lib/lazy-image";
import { Dialog } from "#app/components/dialog";
import { toast } from "#app/lib/toast";
import { previewSheet, requestSubsets, stampedUrl, unicodeRange, useSubsetPost, type SubsetItem } from "#app/lib/font-preview";
import { FacePicker } from "./face-picker";
import { formatCount } from "#app/lib/font-coverage";
import { Section } from "./ui";

export const charsPath = (fontId: number) => `/api/v1/web/search/fontInformation/${fontId}/chars`;

/** Characters per subset request: one chunk is one small WOFF2 (a few to a few dozen KB). */
export const GLYPH_CHUNK = 200;
const HEADER_HEIGHT = 64;
const OVERSCAN = 600;

interface Cell {
  cp: number;
  char: string;
  missing: boolean;
  /** Chunk of the face's characters the glyph is in ("" for a missing one). */
  chunk: string;
}

type Row = { y: number; height: number } & ({ kind: "header"; group: GlyphGroup } | { kind: "cells"; cells: Cell[] });

/** A group's cells in code-point order, present and missing merged, with each present glyph's chunk. */
export function groupCells(group: GlyphGroup): Cell[] {
  const have = Array.from(group.chars, (char, i) => ({ cp: char.codePointAt(0)!, char, missing: false, chunk: `${group.key}:${Math.floor(i / GLYPH_CHUNK)}` }));
  const lack = Array.from(group.missing, (char) => ({ cp: char.codePointAt(0)!, char, missing: true, chunk: "" }));
  return lack.length ? [...have, ...lack].sort((a, b) => a.cp - b.cp) : have;
}

/** The rows of the grid: a header per group, then its cells `cols` a row. */
export function layoutRows(groups: readonly GlyphGroup[], cols: number, cell: number): { rows: Row[]; height: number } {
  const rows: Row[] = [];
  let y = 0;
  for (const group of groups) {
    rows.push({ kind: "header", group, y, height: HEADER_HEIGHT });
    y += HEADER_HEIGHT;
    const cells = groupCells(group);
    for (let i = 0; i < cells.length; i += cols) {
      rows.push({ kind: "cells", cells: cells.slice(i, i + cols), y, height: cell });
      y += cell;
    }
  }
  return { rows, height: y };
}

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
const glyphFamily = (fontId: number) => `cu-glyphs-${fontId}`;

export function GlyphSection({ font }: { font: FontDetail }) {
  const http = useHttp();
  const [faceId, setFaceId] = useState(font.fonts[0]?.id);
  const [answers, setAnswers] = useState<Record<number, FontChars | "error">>({});
  const [near, setNear] = useState(false);
  const [picked, setPicked] = useState<{ cell: Cell; group: GlyphGroup } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const data = faceId ? answers[faceId] : undefined;

  useEffect(() => {
    if (near || !box.current) return;
    return whenNearViewport(box.current, () => setNear(true));
  }, [near]);

  useEffect(() => {
    if (!near || faceId === undefined || answers[faceId]) return;
    const controller = new AbortController();
    http.get<FontChars>(charsPath(faceId), undefined, { signal: controller.signal, silent: true }).then(
      (res) => setAnswers((a) => ({ ...a, [faceId]: isSuccess(res) && res.data ? res.data : "error" })),
      () => {
        if (!controller.signal.aborted) setAnswers((a) => ({ ...a, [faceId]: "error" }));
      },
    );
    return () => controller.abort();
  }, [near, faceId, answers, http]);

  const chars = data && data !== "error" ? data : null;
  return (
    <Section
      id="chars"
      title="字符"
      lead="本字体收录的每一个字，按字符集分组；虚线框是该字符集里本字体没有的字。点击任一字，查看大图与码位。"
      aside={<FacePicker faces={font.fonts} value={faceId} onChange={setFaceId} label="查看字重" testId="glyph-face-picker" />}
    >
      <div ref={box} data-testid="glyph-view" data-font-id={faceId} data-state={chars ? "ready" : data === "error" ? "error" : "loading"}>
        {chars ? (
          <>
            <GroupSummary chars={chars} />
            <GlyphGrid chars={chars} onPick={(cell, group) => setPicked({ cell, group })} />
          </>
        ) : data === "error" ? (
          <p className="rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center text-stone-500">字符表暂时无法加载，请稍后刷新页面重试。</p>
        ) : (
          <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-100 motion-reduce:animate-none">
            <span className="sr-only">正在加载字符表</span>
          </div>
        )}
      </div>
      {faceId !== undefined ? <GlyphDialog fontId={faceId} picked={picked} onClose={() => setPicked(null)} /> : null}
    </Section>
  );
}

function GroupSummary({ chars }: { chars: FontChars }) {
  return (
    <div className="mb-6">
      <p className="text-sm text-stone-500">
        共 <span className="font-semibold tabular-nums text-stone-900">{formatCount(chars.total)}</span> 个字符
      </p>
      <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {chars.groups.map((g) => {
          const have = Array.from(g.chars).length;
          const missing = Array.from(g.missing).length;
          return (
            <li key={g.key} className="shrink-0">
              <a
                href={`#glyphs-${g.key}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(`glyphs-${g.key}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
                }}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 text-[13px] text-stone-700 transition-colors hover:border-stone-400"
              >
                {g.label.replace(/^通用规范汉字表 /, "通规")}
                <span className="tabular-nums text-stone-400">{g.standard ? `${formatCount(have)}/${formatCount(g.total)}` : formatCount(have)}</span>
                {missing ? <span className="tabular-nums text-rose-700">缺 {formatCount(missing)}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Cell size by width: 56 px, 44 px on a phone. */
const cellSizeFor = (width: number) => (width < 640 ? 44 : 56);

function GlyphGrid({ chars, onPick }: { chars: FontChars; onPick: (cell: Cell, group: GlyphGroup) => void }) {
  const grid = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [view, setView] = useState<{ from: number; to: number }>({ from: 0, to: 1200 });
  const cell = cellSizeFor(width);
  const cols = Math.max(1, Math.floor(width / cell));
  const { rows, height } = useMemo(() => layoutRows(chars.groups, cols, cell), [chars.groups, cols, cell]);

  // Width: the grid's own, followed as the window resizes.
  useLayoutEffect(() => {
    const el = grid.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  // The part of the grid near the screen, from the window's scroll (one measure per frame).
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = grid.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      setView((v) => {
        const from = Math.max(0, -top - OVERSCAN);
        const to = -top + window.innerHeight + OVERSCAN;
        return Math.abs(v.from - from) < 40 && Math.abs(v.to - to) < 40 ? v : { from, to };
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // Headers always (a few dozen; the group links scroll to them), cell rows only near the screen.
  const visible = useMemo(() => rows.filter((r) => r.kind === "header" || (r.y + r.height >= view.from && r.y <= view.to)), [rows, view]);
  useGlyphChunks(chars, visible);

  const groupOf = (row: Row, rowIndex: number): GlyphGroup => {
    for (let i = rowIndex; i >= 0; i--) {
      const r = rows[i];
      if (r.kind === "header") return r.group;
    }
    return chars.groups[0];
  };

  return (
    <div ref={grid} className="relative" style={{ height }} role="list" aria-label="字符表">
      {width
        ? visible.map((row) => {
            const index = rows.indexOf(row);
            if (row.kind === "header") {
              const g = row.group;
              const missing = Array.from(g.missing).length;
              return (
                <div
                  key={`h-${g.key}`}
                  id={`glyphs-${g.key}`}
                  role="listitem"
                  data-testid="glyph-group"
                  data-key={g.key}
                  data-total={g.total}
                  data-missing={missing}
                  className="absolute inset-x-0 flex scroll-mt-[calc(var(--cu-sticky,64px)+72px)] items-end justify-between gap-3 border-b border-stone-200 pb-2"
                  style={{ top: row.y, height: row.height }}
                >
                  <h3 className="min-w-0 truncate text-[15px] font-semibold text-stone-900">
                    {g.label}
                    {g.hint ? <span className="ml-2 text-xs font-normal text-stone-400 max-sm:hidden">{g.hint}</span> : null}
                  </h3>
                  <p className="shrink-0 text-xs tabular-nums text-stone-500">
                    {g.standard ? `${formatCount(g.total - missing)} / ${formatCount(g.total)}` : `${formatCount(g.total)} 字`}
                    {missing ? <span className="ml-2 text-rose-700">缺 {formatCount(missing)}</span> : null}
                  </p>
                </div>
              );
            }
            const group = groupOf(row, index);
            return (
              <div key={`r-${row.y}`} role="listitem" className="absolute inset-x-0 flex" style={{ top: row.y, height: row.height }}>
                {row.cells.map((c) => (
                  <button
                    key={c.cp}
                    type="button"
                    data-testid="glyph"
                    data-cp={c.cp}
                    data-missing={c.missing || undefined}
                    aria-label={`${c.char} ${hex(c.cp)}${c.missing ? "，本字体缺少" : ""}`}
                    onClick={() => onPick(c, group)}
                    className={`relative grid shrink-0 place-items-center rounded-md text-[26px] leading-none transition-colors focus-visible:outline-2 focus-visible:outline-orange-600 max-sm:text-[22px] ${
                      c.missing ? "m-1 border border-dashed border-rose-300 bg-rose-50/40 text-stone-300" : "text-stone-900 hover:bg-orange-50"
                    }`}
                    style={c.missing ? { width: cell - 8, height: cell - 8 } : { width: cell, height: cell, fontFamily: `"${glyphFamily(chars.fontId)}"` }}
                  >
                    {c.char}
                    {c.missing ? <span className="absolute right-0.5 top-0 text-[9px] leading-3 text-rose-500">缺</span> : null}
                  </button>
                ))}
              </div>
            );
          })
        : null}
    </div>
  );
}

/** Asks the subset service for the chunks of the visible rows not asked for yet, one batch at a time. */
function useGlyphChunks(chars: FontChars, visible: Row[]) {
  const post = useSubsetPost();
  const asked = useRef(new Set<string>());
  const chunkText = useMemo(() => {
    const text = new Map<string, string>();
    for (const g of chars.groups) {
      const list = Array.from(g.chars);
      for (let i = 0; i < list.length; i += GLYPH_CHUNK) text.set(`${g.key}:${i / GLYPH_CHUNK}`, list.slice(i, i + GLYPH_CHUNK).join(""));
    }
    return text;
  }, [chars]);

  useEffect(() => {
    const wanted = new Set<string>();
    for (const row of visible) if (row.kind === "cells") for (const c of row.cells) if (c.chunk && !asked.current.has(`${chars.fontId}|${c.chunk}`)) wanted.add(c.chunk);
    if (!wanted.size) return;
    const chunks = [...wanted];
    chunks.forEach((k) => asked.current.add(`${chars.fontId}|${k}`));
    const items: SubsetItem[] = chunks.map((k) => ({ gno: String(chars.fontId), text: chunkText.get(k)! }));
    // The service answers a batch of one with nothing (docs/product.md §7): a lone chunk goes with a copy of itself plus a space.
    if (items.length === 1) items.push({ gno: items[0].gno, text: `${items[0].text} ` });
    requestSubsets(post, items).then(
      (faces) => {
        const rules: [string, string][] = [];
        faces.forEach((face, i) => {
          const text = items[i]?.text;
          if (!face.woffPath || !text || i >= chunks.length) return;
          rules.push([
            `glyph:${face.woffPath}`,
            `@font-face{font-family:"${glyphFamily(chars.fontId)}";src:url("${stampedUrl(face.woffPath)}") format("woff2");unicode-range:${unicodeRange(text)};font-display:block}`,
          ]);
        });
        previewSheet().add(rules);
      },
      () => chunks.forEach((k) => asked.current.delete(`${chars.fontId}|${k}`)),
    );
  }, [visible, chars, chunkText, post]);
}

function GlyphDialog({ fontId, picked, onClose }: { fontId: number; picked: { cell: Cell; group: GlyphGroup } | null; onClose: () => void }) {
  const [last, setLast] = useState(picked);
  if (picked && picked !== last) setLast(picked);
  const shown = picked ?? last;
  if (!shown) return null;
  const { cell, group } = shown;
  const utf8 = Array.from(new TextEncoder().encode(cell.char), (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cell.char);
      toast.success(`已复制“${cell.char}”`);
    } catch {
      toast.error("复制失败，请手动选择文字复制");
    }
  };
  return (
    <Dialog open={picked !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={`${cell.char}\u3000${hex(cell.cp)}`} description={group.label} widthClassName="max-w-md">
      <div data-testid="glyph-dialog" data-cp={cell.cp} className="flex flex-col items-center gap-5">
        <div
          lang="zh-CN"
          className={`grid aspect-square w-56 place-items-center rounded-2xl text-[160px] leading-none ${
            cell.missing ? "border-2 border-dashed border-rose-300 bg-rose-50/50 text-stone-300" : "border border-stone-200 bg-[linear-gradient(#f5f5f4_1px,transparent_1px),linear-gradient(90deg,#f5f5f4_1px,transparent_1px)] bg-[size:28px_28px] text-stone-900"
          }`}
          style={cell.missing ? undefined : { fontFamily: `"${glyphFamily(fontId)}"` }}
        >
          {cell.char}
        </div>
        {cell.missing ? <p className="text-sm text-rose-700">本字体没有这个字（图中是系统字体）。</p> : null}
        <dl className="grid w-full grid-cols-[5rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-stone-400">码位</dt>
          <dd className="font-mono text-stone-800">{hex(cell.cp)}</dd>
          <dt className="text-stone-400">十进制</dt>
          <dd className="font-mono text-stone-800">{cell.cp}</dd>
          <dt className="text-stone-400">UTF-8</dt>
          <dd className="font-mono text-stone-800">{utf8}</dd>
          <dt className="text-stone-400">分组</dt>
          <dd className="text-stone-800">{group.label}</dd>
        </dl>
        <button type="button" onClick={() => void copy()} className="inline-flex h-9 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-700 hover:bg-stone-50">
          复制这个字
        </button>
      </div>
    </Dialog>
  );
}
