/**
 * The image viewer's zoom and pan, as pure maths. The view is a scale and an offset of the image
 * centre from the stage centre (CSS `translate(x, y) scale(s)` with the origin at the centre).
 */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
export const ZOOM_STEP = 1.25;

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };

export interface Size {
  width: number;
  height: number;
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/**
 * Keeps the image covering what it can of the stage: at scale s an image shown at `fitted` size
 * may move at most (fitted·s − stage) / 2 each way, and not at all along an axis where it is
 * smaller than the stage.
 */
export function clampOffset(view: View, fitted: Size, stage: Size): View {
  const limit = (image: number, box: number) => Math.max(0, (image * view.scale - box) / 2);
  const lx = limit(fitted.width, stage.width);
  const ly = limit(fitted.height, stage.height);
  const clamp = (v: number, l: number) => Math.min(l, Math.max(-l, v)) || 0;
  return { scale: view.scale, x: clamp(view.x, lx), y: clamp(view.y, ly) };
}

/**
 * Zooms to `scale` keeping the point under the cursor still. `point` is relative to the stage
 * centre, in stage pixels; without one the zoom is about the centre.
 */
export function zoomAt(view: View, scale: number, fitted: Size, stage: Size, point = { x: 0, y: 0 }): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  const moved = {
    scale: next,
    x: point.x - (point.x - view.x) * ratio,
    y: point.y - (point.y - view.y) * ratio,
  };
  return next === MIN_ZOOM ? FIT : clampOffset(moved, fitted, stage);
}

/** One wheel notch: deltaY < 0 zooms in. Trackpads send small deltas, so the factor follows them. */
export function wheelScale(scale: number, deltaY: number): number {
  const factor = Math.exp(-Math.max(-100, Math.min(100, deltaY)) * 0.0025);
  return clampScale(scale * factor);
}

export function panBy(view: View, dx: number, dy: number, fitted: Size, stage: Size): View {
  return clampOffset({ scale: view.scale, x: view.x + dx, y: view.y + dy }, fitted, stage);
}

/** The size an image of `natural` size has when it fits the stage (contain, never enlarged). */
export function fitSize(natural: Size, stage: Size): Size {
  if (!(natural.width > 0 && natural.height > 0 && stage.width > 0 && stage.height > 0)) return { width: 0, height: 0 };
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height, 1);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

/** The next index, wrapping round: step +1 or −1. */
export function cycle(index: number, length: number, step: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
