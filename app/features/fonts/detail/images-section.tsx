/**
 * 图片 (the image viewer): the family's specimen pictures as thumbnails; a click opens them in the
 * lightbox (./lightbox).
 */
import { lazy, Suspense, useState } from "react";
import type { SpecimenImage } from "#contract/fonts";
import { LazyImage } from "#app/components/lazy-image";
import { Section } from "./ui";

// The lightbox (Radix) loads with the first picture opened, not with the page.
const Lightbox = lazy(() => import("./lightbox").then((m) => ({ default: m.Lightbox })));

export function ImagesSection({ name, specimens }: { name: string; specimens: SpecimenImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id="images" title="图片" lead={specimens.length ? "由字体自身字形绘制的样张，点击放大查看细节。" : undefined}>
      {specimens.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="specimen-list">
          {specimens.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                data-testid="specimen-thumb"
                onClick={() => setOpen(i)}
                className="group block w-full overflow-hidden rounded-xl border border-stone-200 bg-stone-50 text-left transition-shadow hover:shadow-lg hover:shadow-stone-900/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
              >
                <LazyImage
                  src={image.url}
                  alt={`${name} · ${image.title}`}
                  className="aspect-[16/9] w-full"
                  imgClassName="block h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                  width={image.width}
                  height={image.height}
                />
                <span className="flex items-center justify-between px-4 py-3 text-sm">
                  <span className="text-stone-700">{image.title}</span>
                  <span className="text-xs tabular-nums text-stone-400">
                    {image.width} × {image.height}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <Empty text="暂无样张图片" />
      )}
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox images={specimens} index={open} name={name} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Section>
  );
}

export function Empty({ text, hint, icon }: { text: string; hint?: string; icon?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 px-6 py-14 text-center">
      {icon ? <span className="text-stone-300">{icon}</span> : null}
      <p className="mt-3 text-[15px] text-stone-600">{text}</p>
      {hint ? <p className="mt-1 text-sm text-stone-400">{hint}</p> : null}
    </div>
  );
}
