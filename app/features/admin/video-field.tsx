/**
 * The video of a 视频 item in the console's editor (docs/decisions/029-console-videos.md): choose an
 * MP4, watch it upload (a real progress bar: the file is sent as the raw body through
 * XMLHttpRequest), preview it in a <video> at once from the local file, read back its length and
 * size as the server measured them, and take the poster from the frame on screen — drawn on a
 * canvas and sent through the pictures call, so it is stored as a WebP like every picture.
 */
import { useEffect, useRef, useState } from "react";
import { useHttp } from "#app/lib/http-client";
import { usePublicConfig } from "#app/lib/public-config";
import { toast } from "#app/lib/toast";
import { formatDuration } from "#app/lib/duration";
import { ADMIN_CONTENT_PATHS, type UploadedImage, type UploadedVideo } from "#contract/admin-content";
import { buttonClass } from "./ui";
import { useImageUpload } from "./content";

export interface VideoFieldProps {
  videoUrl: string;
  /** The poster chosen so far: the preview shows it before playing, as the site's player does. */
  posterUrl: string;
  duration: number;
  onVideo: (video: UploadedVideo) => void;
  onPoster: (poster: UploadedImage) => void;
}

/** The frame on screen as a JPEG (the server re-encodes it to WebP); null when the browser refuses (a video of another origin). */
function frameOf(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), "image/jpeg", 0.92);
    } catch {
      resolve(null);
    }
  });
}

export function VideoField({ videoUrl, posterUrl, duration, onVideo, onPoster }: VideoFieldProps) {
  const http = useHttp();
  const { contentVideoMaxMb } = usePublicConfig();
  const input = useRef<HTMLInputElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [playable, setPlayable] = useState(false);
  const poster = useImageUpload();

  // The local preview lives as long as it is shown.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  async function choose(file: File) {
    if (contentVideoMaxMb && file.size > contentVideoMaxMb * 1024 * 1024) {
      toast.error(`视频不能超过 ${contentVideoMaxMb} MB`);
      return;
    }
    setPlayable(false);
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      const res = await http.sendFile<UploadedVideo>(ADMIN_CONTENT_PATHS.videos, file, { onProgress: setProgress });
      setSize({ width: res.data.width, height: res.data.height });
      onVideo(res.data);
      toast.success(res.msg);
    } catch {
      // The client has shown the server's reason; the stored video (if any) stays.
      setLocal(null);
    } finally {
      setProgress(null);
    }
  }

  async function takeFrame() {
    const video = player.current;
    if (!video || video.readyState < 2) return;
    const blob = await frameOf(video);
    if (!blob) {
      toast.error("无法从这个视频截取画面，请上传封面图片");
      return;
    }
    const up = await poster.upload(new File([blob], "poster.jpg", { type: "image/jpeg" }));
    if (up) {
      onPoster(up);
      toast.success(`已用 ${formatDuration(video.currentTime)} 处的画面作封面`);
    }
  }

  const src = local ?? videoUrl;
  const uploading = progress !== null;
  return (
    <div className="space-y-3">
      <input
        ref={input}
        type="file"
        accept="video/mp4,.mp4"
        className="sr-only"
        data-testid="video-file"
        // Out of the tab order (the button opens it), but still read out: it needs its name.
        aria-label="选择视频文件"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void choose(file);
        }}
      />
      {src ? (
        <video
          ref={player}
          key={src}
          src={src}
          poster={posterUrl || undefined}
          controls
          playsInline
          preload="metadata"
          data-testid="video-preview"
          onLoadedData={() => setPlayable(true)}
          className="aspect-video w-full max-w-2xl rounded-lg bg-black"
        />
      ) : (
        <p className="text-sm text-stone-500">还没有视频。MP4 文件：H.264 视频，AAC 音频或无音频{contentVideoMaxMb ? `，最大 ${contentVideoMaxMb} MB` : ""}。</p>
      )}
      {uploading ? (
        <div className="max-w-2xl">
          <div role="progressbar" aria-label="视频上传进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-stone-200">
            <div className="h-full bg-orange-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <p className="mt-1 text-xs text-stone-500">{progress < 1 ? `上传中 ${Math.round(progress * 100)}%` : "正在检查视频…"}</p>
        </div>
      ) : null}
      {src && !uploading ? (
        <p className="text-sm text-stone-600" data-testid="video-facts">
          时长 <span className="tabular-nums">{formatDuration(duration)}</span>
          {size ? ` · ${size.width}×${size.height}` : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={uploading} onClick={() => input.current?.click()} className={`${buttonClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
          {uploading ? "上传中…" : videoUrl ? "更换视频" : "选择视频文件"}
        </button>
        <button type="button" disabled={!src || !playable || uploading || poster.busy} onClick={takeFrame} className={`${buttonClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}>
          {poster.busy ? "截取中…" : "用当前画面作封面"}
        </button>
      </div>
      <p className="text-xs text-stone-400">拖动进度条到合适的画面，再点「用当前画面作封面」；也可以在下方上传封面图片。</p>
    </div>
  );
}
