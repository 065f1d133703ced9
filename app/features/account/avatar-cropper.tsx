/**
 * The image cropper dialog of docs/product.md §2 for the avatar: square crop, minimum 10 px, pictures over
 * 2000 px downscaled before cropping, the result drawn on a canvas and exported as JPEG at
 * quality 1 (AVATAR in contract/account.ts). Drag to move, wheel or the slider to zoom; the
 * crop area also takes the arrow keys.
 */
import { useEffect, useState } from "react";
import Cropper from "react-easy-crop";
import { toast } from "#app/lib/toast";
import { ACCOUNT_MESSAGES, AVATAR } from "#contract/account";
import { Dialog } from "#app/components/dialog";
import { cropIsLargeEnough, cropToBlob, maxZoomFor, prepareImage, type Area, type Size } from "./crop";
import { Spinner, ui } from "./fields";

export interface AvatarCropperProps {
  /** The picked file; null keeps the dialog closed. */
  file: File | null;
  onClose: () => void;
  /** Receives the cropped JPEG; the dialog closes when the returned promise resolves. */
  onCropped: (jpeg: Blob) => Promise<void>;
}

export function AvatarCropper({ file, onClose, onCropped }: AvatarCropperProps) {
  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="裁剪头像"
      description="拖动图片调整位置，滚动鼠标或拖动滑块缩放"
      widthClassName="max-w-[460px]"
      closeOnOverlayClick={false}
    >
      {file ? <CropperBody key={`${file.name}-${file.size}-${file.lastModified}`} file={file} onClose={onClose} onCropped={onCropped} /> : null}
    </Dialog>
  );
}

function CropperBody({ file, onClose, onCropped }: { file: File; onClose: () => void; onCropped: (jpeg: Blob) => Promise<void> }) {
  const [image, setImage] = useState<{ url: string; size: Size } | null>(null);
  const [loadError, setLoadError] = useState("");
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let url = "";
    let cancelled = false;
    prepareImage(file).then(
      (prepared) => {
        url = prepared.url;
        if (cancelled) URL.revokeObjectURL(url);
        else setImage(prepared);
      },
      () => {
        if (!cancelled) setLoadError(ACCOUNT_MESSAGES.notImage);
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const maxZoom = image ? maxZoomFor(image.size) : 3;
  const zoomBy = (delta: number) => setZoom((z) => Math.min(maxZoom, Math.max(1, Math.round((z + delta) * 100) / 100)));

  const confirm = async () => {
    if (!image || !area || pending) return;
    if (!cropIsLargeEnough(area)) {
      toast.error(`裁剪区域不能小于 ${AVATAR.minCrop} 像素`);
      return;
    }
    setPending(true);
    try {
      const jpeg = await cropToBlob(image.url, area);
      if (jpeg.size > AVATAR.maxUploadBytes) {
        toast.error(ACCOUNT_MESSAGES.imageTooLarge);
        setPending(false);
        return;
      }
      await onCropped(jpeg);
    } catch {
      // Upload failures are shown by the client; the dialog stays for another try.
      setPending(false);
    }
  };

  return (
    <div className="pb-1">
      <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-stone-900">
        {image ? (
          <Cropper
            image={image.url}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={maxZoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            objectFit="contain"
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ "aria-label": "裁剪区域：拖动或用方向键移动图片" }}
            style={{ cropAreaStyle: { border: "2px solid rgba(255,255,255,0.9)", color: "rgba(28,25,23,0.6)" } }}
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-stone-300">
            {loadError ? (
              <p>{loadError}</p>
            ) : (
              <span className="flex items-center gap-2">
                <Spinner /> 正在读取图片…
              </span>
            )}
          </div>
        )}
      </div>

      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          onClick={() => zoomBy(-0.2)}
          disabled={!image || zoom <= 1}
          aria-label="缩小"
          className="grid size-8 shrink-0 place-items-center rounded-full text-lg leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-800 disabled:opacity-40"
        >
          −
        </button>
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={!image}
          onChange={(event) => setZoom(Number(event.target.value))}
          aria-label="缩放"
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          className="h-1.5 flex-1 cursor-pointer accent-orange-600"
        />
        <button
          type="button"
          onClick={() => zoomBy(0.2)}
          disabled={!image || zoom >= maxZoom}
          aria-label="放大"
          className="grid size-8 shrink-0 place-items-center rounded-full text-lg leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-800 disabled:opacity-40"
        >
          +
        </button>
      </div>

      <div className="mt-5 flex justify-end gap-3">
        <button type="button" onClick={onClose} className={`${ui.secondary} h-10 px-5`}>
          取消
        </button>
        <button type="button" onClick={confirm} disabled={!image || !area || pending} className={`${ui.primary} h-10 px-6`}>
          {pending ? <Spinner /> : null}
          {pending ? "上传中…" : "确定"}
        </button>
      </div>
    </div>
  );
}
