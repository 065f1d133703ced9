/**
 * 信息: the metadata of one face (search/fontInformation/{fontId}) and its coverage of GB 2312,
 * 通用规范汉字表 and Big5, with its variable axes if any. The main face comes with the page; the
 * others are fetched when chosen.
 */
import { LoaderCircleIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { isSuccess } from "#contract/envelope";
import type { FontDetail, FontFaceInfo, FontFaceItem } from "#contract/fonts";
import { useHttp } from "#app/lib/http-client";
import { coverageRows, formatCount, formatFileSize, formatPercent } from "#app/lib/font-coverage";
import { FacePicker } from "./face-picker";
import { Section } from "./ui";
import { API_PATHS, fillPath } from "#contract/api-paths";

export function InfoSection({ font, mainInfo }: { font: FontDetail; mainInfo: FontFaceInfo | null }) {
  const http = useHttp();
  const [faceId, setFaceId] = useState(font.fonts[0]?.id);
  const [infos, setInfos] = useState<Record<number, FontFaceInfo>>(() => (mainInfo ? { [mainInfo.id]: mainInfo } : {}));
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const face = font.fonts.find((f) => f.id === faceId);
  const info = faceId ? infos[faceId] : undefined;
  const needed = faceId !== undefined && !info && !failed[faceId];

  useEffect(() => {
    if (!needed || faceId === undefined) return;
    const controller = new AbortController();
    http.get<FontFaceInfo>(fillPath(API_PATHS.fontInfo, { id: faceId }), undefined, { signal: controller.signal }).then(
      (res) => {
        if (isSuccess(res) && res.data) setInfos((m) => ({ ...m, [faceId]: res.data }));
        else setFailed((m) => ({ ...m, [faceId]: true }));
      },
      () => {
        if (!controller.signal.aborted) setFailed((m) => ({ ...m, [faceId]: true }));
      },
    );
    return () => controller.abort();
  }, [needed, faceId, http]);

  return (
    <Section
      id="info"
      title="字体信息"
      lead="来自字体文件自身的元数据，以及对常用汉字标准的覆盖情况。"
      aside={<FacePicker faces={font.fonts} value={faceId} onChange={setFaceId} label="查看字重" testId="info-face-picker" />}
    >
      {face ? (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,420px)] lg:gap-16" data-testid="font-info" data-font-id={face.id}>
          <Metadata face={face} info={info} loading={needed} />
          <div className="space-y-10">
            <Coverage face={info ?? face} />
            {face.axes.length ? <Axes face={face} /> : null}
          </div>
        </div>
      ) : (
        <p className="text-stone-500">暂无字体文件信息。</p>
      )}
    </Section>
  );
}

function Metadata({ face, info, loading }: { face: FontFaceItem; info: FontFaceInfo | undefined; loading: boolean }) {
  const collection = face.format === "ttc" || face.format === "otc";
  const rows: [string, React.ReactNode][] = [
    ["完整名称", info?.fullName ?? face.fullName],
    ["PostScript 名称", <code key="ps" className="font-mono text-[13px]">{face.postscriptName}</code>],
    ["样式", `${face.styleName}${face.styleNameEn && face.styleNameEn !== face.styleName ? ` (${face.styleNameEn})` : ""} · ${face.weight}${face.italic ? " · 斜体" : ""}`],
    ["版本", face.version || "—"],
    ["字形数", formatCount(face.glyphCount)],
    ["每 em 单位", info ? formatCount(info.unitsPerEm) : "…"],
    ["格式", `${face.format.toUpperCase()}${collection && info ? `（字体集合中的第 ${info.faceIndex + 1} 款）` : ""}${face.isVariable ? " · 可变字体" : ""}`],
    ["文件大小", info ? formatFileSize(info.fileSize) : "…"],
    ["设计师", info ? info.designer || "—" : "…"],
    ["制造商", info ? info.manufacturer || "—" : "…"],
    ["版权", info ? <span key="c" className="whitespace-pre-line">{info.copyright.trim() || "—"}</span> : "…"],
  ];
  return (
    <div>
      <table className="w-full table-fixed text-[15px]" data-testid="font-info-table">
        <caption className="sr-only">字体元数据</caption>
        <tbody className="divide-y divide-stone-100">
          {rows.map(([label, value]) => (
            <tr key={label} className="align-top">
              <th scope="row" className="w-28 py-3 pr-4 text-left font-normal text-stone-400 sm:w-36">
                {label}
              </th>
              <td className="min-w-0 break-words py-3 text-stone-800 [overflow-wrap:anywhere]">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loading ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-400">
          <LoaderCircleIcon size={14}  className="animate-spin"/> 正在读取字体信息…
        </p>
      ) : null}
    </div>
  );
}

function Coverage({ face }: { face: Pick<FontFaceItem, "coverage"> }) {
  const rows = coverageRows(face.coverage);
  return (
    <div data-testid="coverage">
      <h3 className="text-base font-semibold text-stone-900">字符覆盖</h3>
      <p className="mt-1 text-sm text-stone-500">
        共 {formatCount(face.coverage.total)} 个字符，其中汉字 {formatCount(face.coverage.hanzi)} 个
      </p>
      <ul className="mt-5 space-y-5">
        {rows.map((row) => (
          <li key={row.key} data-testid={`coverage-${row.key}`} data-count={row.count} data-total={row.total}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-stone-800">
                {row.label}
                <span className="ml-2 text-xs text-stone-400">{row.hint}</span>
              </span>
              <span className="shrink-0 tabular-nums text-stone-500">
                {formatCount(row.count)} / {formatCount(row.total)}
                <span className={`ml-2 font-semibold ${row.complete ? "text-emerald-700" : "text-stone-900"}`}>{formatPercent(row.percent)}</span>
              </span>
            </div>
            <div
              role="meter"
              aria-label={`${row.label} 覆盖率`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.percent}
              aria-valuetext={`${formatPercent(row.percent)}（${row.count} / ${row.total}）`}
              className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100"
            >
              <div className={`h-full rounded-full ${row.complete ? "bg-emerald-600" : "bg-orange-600"}`} style={{ width: `${row.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Axes({ face }: { face: FontFaceItem }) {
  return (
    <div data-testid="variable-axes">
      <h3 className="text-base font-semibold text-stone-900">可变轴</h3>
      <table className="mt-3 w-full text-sm tabular-nums">
        <thead>
          <tr className="text-left text-stone-400">
            <th className="py-2 font-normal">轴</th>
            <th className="py-2 font-normal">最小</th>
            <th className="py-2 font-normal">默认</th>
            <th className="py-2 font-normal">最大</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {face.axes.map((axis) => (
            <tr key={axis.tag}>
              <td className="py-2 text-stone-800">
                <code className="font-mono">{axis.tag}</code>
                {axis.name && axis.name !== axis.tag ? <span className="ml-2 text-stone-500">{axis.name}</span> : null}
              </td>
              <td className="py-2">{axis.min}</td>
              <td className="py-2">{axis.default}</td>
              <td className="py-2">{axis.max}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
