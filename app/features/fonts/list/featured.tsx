/**
 * The home page's featured fonts: cards previewing each family's name in its own face (one
 * batched subset call for all of them), linking to /font/{id}.
 */
import { AppLink } from "#app/components/app-link";
import { useRowPreviews } from "#app/components/font-preview";
import { rowRequests, type FontRow } from "#app/lib/font-rows";
import { CARD_GRID_CLASS, FontCard, previewOf } from "./views";

/** How many featured families the home page shows. */
export const FEATURED_COUNT = 8;

export function FeaturedFonts({ title = "精选字体", rows }: { title?: string; rows: readonly FontRow[] }) {
  const previews = useRowPreviews(rowRequests(rows, ""));
  if (!rows.length) return null;
  return (
    <section aria-labelledby="featured-fonts" data-testid="featured-fonts" className="mx-auto max-w-7xl px-4 pt-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-fonts" className="text-2xl font-bold text-stone-900">
            {title}
          </h2>
          <p className="mt-2 text-stone-500">每一款都用它自己的字形呈现，点开即可输入任意文字试用。</p>
        </div>
        <AppLink to="/font" className="group inline-flex items-center gap-1 text-sm font-medium text-orange-700 hover:text-orange-800">
          浏览全部字体
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
            →
          </span>
        </AppLink>
      </div>
      <ul className={`mt-8 ${CARD_GRID_CLASS}`}>
        {rows.map((row) => (
          <FontCard key={row.id} row={row} preview={previewOf(row, { previews, sampleText: "" })} size={44} />
        ))}
      </ul>
    </section>
  );
}
