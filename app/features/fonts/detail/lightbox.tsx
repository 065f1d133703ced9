/**
 * The image viewer's lightbox (Radix Dialog): zoom (buttons, wheel, double click), drag to pan,
 * previous/next (buttons, arrow keys, swipe when not zoomed). Loaded with the first picture
 * opened: ./images-section.tsx.
 */
import { ChevronLeftIcon, ChevronRightIcon, MinusIcon, PlusIcon, XIcon } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import type { SpecimenImage } from "#contract/fonts";
import { useModalZIndex } from "#app/lib/modal-stack";
import { cycle, FIT, fitSize, MAX_ZOOM, MIN_ZOOM, panBy, wheelScale, ZOOM_STEP, zoomAt, type Size, type View } from "./zoom";

export function Lightbox({
  images,
  index,
  name,
  onIndex,
  onClose,
}: {
  images: SpecimenImage[];
  index: number;
  name: string;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const image = images[index];
  const zIndex = useModalZIndex(true);
  const [view, setView] = useState<View>(FIT);
  // The portal mounts its content after this component: a callback ref says when the stage exists.
  const [stageEl, setStageEl] = useState<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const drag = useRef<{ id: number; x: number; y: number; moved: number; start: View } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const el = stageEl;
    if (!el) return;
    const measure = () => setStage({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stageEl]);

  // Room around the picture for the arrows (less on a phone, where they sit over it).
  const margin = stage.width < 640 ? 8 : 80;
  const fitted = fitSize({ width: image.width, height: image.height }, { width: stage.width - margin * 2, height: stage.height - 16 });
  const go = useCallback(
    (step: number) => {
      setView(FIT);
      onIndex(cycle(index, images.length, step));
    },
    [index, images.length, onIndex],
  );
  const zoomBy = (factor: number) => setView((v) => zoomAt(v, v.scale * factor, fitted, stage));

  const point = (clientX: number, clientY: number) => {
    const rect = stageEl!.getBoundingClientRect();
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  // Wheel zoom needs a non-passive listener to keep the page from scrolling; it reads the
  // latest sizes from a ref so it is attached once.
  const geometry = useRef({ fitted, stage });
  useEffect(() => {
    geometry.current = { fitted, stage };
  });
  useEffect(() => {
    const el = stageEl;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const p = { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
      const g = geometry.current;
      setView((v) => zoomAt(v, wheelScale(v.scale, event.deltaY), g.fitted, g.stage, p));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [stageEl]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0, start: view };
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    d.moved = Math.max(d.moved, Math.hypot(dx, dy));
    if (d.start.scale > MIN_ZOOM) setView(panBy(d.start, dx, dy, fitted, stage));
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const d = drag.current;
    drag.current = null;
    setDragging(false);
    if (!d || d.id !== event.pointerId) return;
    // Not zoomed: a horizontal swipe turns the page.
    const dx = event.clientX - d.x;
    if (d.start.scale === MIN_ZOOM && Math.abs(dx) > 60 && images.length > 1) go(dx < 0 ? 1 : -1);
  };

  return (
    <RadixDialog.Root open onOpenChange={(next) => (next ? null : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay style={{ zIndex }} className="fixed inset-0 bg-stone-950/[0.97] data-[state=open]:animate-[cu-fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          style={{ zIndex }}
          data-testid="lightbox"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") go(1);
            else if (event.key === "ArrowLeft") go(-1);
            else if (event.key === "+" || event.key === "=") zoomBy(ZOOM_STEP);
            else if (event.key === "-") zoomBy(1 / ZOOM_STEP);
            else if (event.key === "0") setView(FIT);
          }}
          className="fixed inset-0 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <RadixDialog.Title className="min-w-0 truncate text-[15px]">
              <span className="text-white/60">{name} · </span>
              {image.title}
              <span className="ml-3 text-sm tabular-nums text-white/50" data-testid="lightbox-counter">
                {index + 1} / {images.length}
              </span>
            </RadixDialog.Title>
            <div className="flex shrink-0 items-center gap-1">
              <ToolButton label="缩小" onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={view.scale <= MIN_ZOOM} testId="lightbox-zoom-out">
                <MinusIcon size={18} />
              </ToolButton>
              <button
                type="button"
                onClick={() => setView(FIT)}
                className="h-9 min-w-14 rounded-lg px-2 text-sm tabular-nums text-white/80 hover:bg-white/10"
                title="还原"
                data-testid="lightbox-zoom"
              >
                {Math.round(view.scale * 100)}%
              </button>
              <ToolButton label="放大" onClick={() => zoomBy(ZOOM_STEP)} disabled={view.scale >= MAX_ZOOM} testId="lightbox-zoom-in">
                <PlusIcon size={18} />
              </ToolButton>
              <RadixDialog.Close aria-label="关闭" className="ml-2 grid size-9 place-items-center rounded-lg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white">
                <XIcon size={18} />
              </RadixDialog.Close>
            </div>
          </div>

          <div
            ref={setStageEl}
            className={`relative min-h-0 flex-1 touch-none select-none overflow-hidden ${view.scale > MIN_ZOOM ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in"}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              drag.current = null;
              setDragging(false);
            }}
            onDoubleClick={(event) => {
              const p = point(event.clientX, event.clientY);
              setView((v) => (v.scale > MIN_ZOOM ? FIT : zoomAt(v, 2.5, fitted, stage, p)));
            }}
          >
            {fitted.width > 0 ? (
              <img
                key={image.url}
                src={image.url}
                alt={`${name} · ${image.title}`}
                draggable={false}
                data-testid="lightbox-image"
                className="absolute left-1/2 top-1/2 max-w-none rounded-sm shadow-2xl shadow-black/40"
                style={{
                  width: fitted.width,
                  height: fitted.height,
                  transform: `translate(-50%, -50%) translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
                  transition: dragging ? "none" : "transform 120ms ease-out",
                }}
              />
            ) : null}
            {images.length > 1 ? (
              <>
                <NavButton side="left" onClick={() => go(-1)} label="上一张" />
                <NavButton side="right" onClick={() => go(1)} label="下一张" />
              </>
            ) : null}
          </div>

          {images.length > 1 ? (
            <div className="flex justify-center gap-2 px-4 py-3">
              {images.map((img, i) => (
                <button
                  key={img.url}
                  type="button"
                  aria-label={img.title}
                  aria-current={i === index}
                  onClick={() => {
                    setView(FIT);
                    onIndex(i);
                  }}
                  className="h-12 w-20 overflow-hidden rounded-md opacity-50 ring-white transition hover:opacity-90 aria-[current=true]:opacity-100 aria-[current=true]:ring-2"
                >
                  <img src={img.url} alt="" className="size-full object-cover" />
                </button>
              ))}
            </div>
          ) : null}
          {/* What the hands at this screen can do: a touch screen has no wheel and no arrow keys. */}
          <p className="pb-3 text-center text-xs text-white/40" data-testid="lightbox-hint">
            <span className="pointer-coarse:hidden">滚轮或双击缩放 · 拖动平移 · ← → 切换</span>
            <span className="hidden pointer-coarse:inline">双击或点 + − 缩放 · 拖动平移 · 左右滑动切换</span>
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ToolButton({ label, onClick, disabled, children, testId }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode; testId: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className="grid size-9 place-items-center rounded-lg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}

function NavButton({ side, onClick, label }: { side: "left" | "right"; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-testid={side === "left" ? "lightbox-prev" : "lightbox-next"}
      onPointerDown={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      onClick={onClick}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white backdrop-blur transition hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-white ${
        side === "left" ? "left-3 sm:left-6" : "right-3 sm:right-6"
      }`}
    >
      {side === "left" ? <ChevronLeftIcon size={22} /> : <ChevronRightIcon size={22} />}
    </button>
  );
}
