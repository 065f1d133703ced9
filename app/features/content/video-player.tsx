/**
 * An HTML5 video with Plyr's player UI (play, seek bar, time, volume, full screen). The server
 * renders a plain <video controls poster>, which plays without JavaScript; Plyr takes it over
 * once the page runs (its CSS is linked in the page head by root.tsx and switched on here; its
 * icons are ours).
 *
 * Another video (the /player list, a related video) is a new player: Plyr's destroy puts a copy
 * of the original element back, and its source switch swaps the <video> React holds, so reusing
 * the element would leave React updating a detached one (the old clip with plain controls).
 */
import { useEffect, useRef } from "react";
import { enablePlayerCss } from "./video-player-css";

interface VideoProps {
  src: string;
  poster: string;
  title: string;
}

export function VideoPlayer(props: VideoProps) {
  return <PlyrVideo key={props.src} {...props} />;
}

function PlyrVideo({ src, poster, title }: VideoProps) {
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
        // On destroy Plyr points the video at this to stop its download. Its default is a file on
        // Plyr's CDN, which the site's media-src refuses (a console error at every switch); an
        // empty src fails at once without any request (HTML's resource selection).
        blankVideo: "",
        i18n: { play: "播放", pause: "暂停", mute: "静音", unmute: "取消静音", enterFullscreen: "全屏", exitFullscreen: "退出全屏", settings: "设置", speed: "速度", normal: "正常", seek: "跳转", played: "已播放", buffered: "已缓冲", currentTime: "当前时间", duration: "时长", volume: "音量" },
      });
    });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, []);
  return (
    <div className="overflow-hidden rounded-2xl bg-black shadow-lg [--plyr-color-main:#c2410c]">
      <video ref={ref} controls playsInline preload="metadata" poster={poster} aria-label={title} className="aspect-video w-full" data-testid="video">
        <source src={src} type="video/mp4" />
        你的浏览器不能播放此视频。
      </video>
    </div>
  );
}
