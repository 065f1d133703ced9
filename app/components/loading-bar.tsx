/** A thin bar at the top of the page while a navigation loads (docs/product.md §2). */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!busy) {
      setProgress((p) => (p > 0 ? 100 : 0));
      const done = setTimeout(() => setProgress(0), 250);
      return () => clearTimeout(done);
    }
    setProgress(15);
    // Creep towards 90 % while waiting; the last 10 % comes when the page is there.
    const timer = setInterval(() => setProgress((p) => Math.min(90, p + (90 - p) * 0.15)), 200);
    return () => clearInterval(timer);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label="页面加载中"
      aria-hidden={progress === 0}
      data-state={busy ? "loading" : "idle"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[3000] h-0.5"
    >
      <div
        className="h-full bg-orange-600 shadow-[0_0_8px_rgba(234,88,12,0.7)] transition-[width,opacity] duration-200"
        style={{ width: `${progress}%`, opacity: progress === 0 || progress === 100 ? 0 : 1 }}
      />
    </div>
  );
}
