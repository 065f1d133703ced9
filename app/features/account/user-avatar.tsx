/** A user's avatar: the uploaded picture, or the first character of the nickname on a warm tint. */
import { UserRoundIcon } from "lucide-react";
import { useState } from "react";

export function UserAvatar({ src, name, size = 32, className = "" }: { src?: string | null; name?: string | null; size?: number; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = Array.from((name ?? "").trim())[0]?.toUpperCase() ?? "";
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        // Low priority: React then adds no preload <link> of its own before the picture, which
        // would make the header's account corner, rendered alone for a cached page's hole
        // (docs/decisions/024), differ from the page's markup at hydration.
        fetchPriority="low"
        onError={() => setFailed(src)}
        className={`shrink-0 rounded-full bg-stone-200 object-cover ${className}`}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-orange-400 to-orange-700 font-semibold text-white ${className}`}
      style={style}
    >
      {initial || (
        <UserRoundIcon size="60%" fill="currentColor" strokeWidth={0} />
      )}
    </span>
  );
}
