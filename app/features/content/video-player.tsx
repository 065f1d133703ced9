/**
 * An HTML5 video with Plyr's player UI (play, seek bar, time, volume, full screen). The server
 * renders a plain <video controls poster>, which plays without JavaScript; Plyr takes it over
 * once the page runs (its CSS is linked in the page head by root.tsx and switched on here; its
 * icons are ours).
 */
import { useEffect, useRef } from "react";
import { enablePlayerCss } from "./video-player-css";

export function VideoPlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let player: { destroy(): void } | undefined;
    let cancelled = false;
    enablePlayerCss();
    void import("plyr").then(({ default: Plyr }) => {
      if (cancelled || !ref.current) return;
      player = new Plyr(ref.current, {
        controls: ["play-large", "play", "progress", "current-time", "duration", "mute", "volume", "settings", "fullscreen"],
        settings: ["speed"],
        // The icon sprite is served by this site, not fetched from Plyr's CDN.
        iconUrl: "/vendor/plyr.svg",
        i18n: { play: "播放", pause: "暂停", mute: "静音", unmute: "取消静音", enterFullscreen: "全屏", exitFullscreen: "退出全屏", settings: "设置", speed: "速度", normal: "正常", seek: "跳转", played: "已播放", buffered: "已缓冲", currentTime: "当前时间", duration: "时长", volume: "音量" },
      });
    });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src]);
  return (
    <div className="overflow-hidden rounded-2xl bg-black shadow-lg [--plyr-color-main:#c2410c]">
      <video ref={ref} controls playsInline preload="metadata" poster={poster} aria-label={title} className="aspect-video w-full" data-testid="video">
        <source src={src} type="video/mp4" />
        你的浏览器不能播放此视频。
      </video>
    </div>
  );
}
