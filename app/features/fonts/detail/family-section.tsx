/** 字重: every face of the family, previewed in itself, each with its own download and compare. */
import { DownloadIcon, LoaderCircleIcon } from "lucide-react";
import type { FontDetail } from "#contract/fonts";
import { formatCount } from "#app/lib/font-coverage";
import { CompareButton } from "./compare-button";
import { responsiveSize } from "./preview-section";
import { faceStyle } from "./previews";
import type { FontDownload } from "./use-download";
import { button, Section } from "./ui";

export function FamilySection({
  font,
  line,
  size,
  families,
  download,
}: {
  font: FontDetail;
  /** The text every face shows (the toolbar's, else a line with the family's name). */
  line: string;
  size: number;
  families: Record<string, string>;
  download: FontDownload;
}) {
  const single = font.fonts.length === 1;
  return (
    <Section
      id="family"
      title="字重"
      lead={single ? "这款字体只有一款字重。" : `共 ${font.fonts.length} 款，在页面上方的工具栏输入文字、调整字号，所有字重一起预览。`}
    >
      <ul className="divide-y divide-stone-100 border-y border-stone-100" data-testid="family-faces">
        {font.fonts.map((face) => {
          const style = faceStyle(families, face.id);
          const busy = download.busyId === face.id;
          return (
            <li
              key={face.id}
              data-testid="family-face"
              data-font-id={face.id}
              data-font-loaded={style ? "true" : "false"}
              className="grid gap-3 py-6 md:grid-cols-[9rem_minmax(0,1fr)_auto] md:items-center md:gap-8"
            >
              <div className="flex items-baseline gap-3 md:block">
                <p className="text-[15px] font-medium text-stone-900">{face.styleName || face.styleNameEn}</p>
                <p className="text-[13px] tabular-nums text-stone-400 md:mt-1">
                  {face.weight}
                  {face.italic ? " · 斜体" : ""}
                  {face.styleNameEn && face.styleNameEn !== face.styleName ? ` · ${face.styleNameEn}` : ""}
                </p>
                <p className="hidden text-xs text-stone-400 md:mt-1 md:block">
                  {face.format.toUpperCase()} · {formatCount(face.glyphCount)} 字形
                </p>
              </div>
              <p className="min-w-0 break-words leading-[1.3] text-stone-900" style={{ ...style, fontSize: responsiveSize(size) }}>
                {line}
              </p>
              <div className="flex items-center gap-2 md:justify-end">
                <CompareButton font={font} face={face} testId="face-compare-button" />
                <button
                  type="button"
                  data-testid="face-download-button"
                  data-font-id={face.id}
                  disabled={busy}
                  onClick={() => download.start(face.id)}
                  className={button.smallDark}
                >
                  {busy ? <LoaderCircleIcon size={15}  className="animate-spin"/> : <DownloadIcon size={15} />}
                  下载
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
