/**
 * /font/{id}: a family's page. The hero sets the name in the family's main face; a sticky
 * in-page navigation leads to the sections of docs/product.md §2 (about, preview, editor, family, image
 * viewer, info, license, case, video), each an element with its id so a hash scrolls to it.
 */
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { ContentCard } from "#contract/content";
import type { FontDetail, FontFaceInfo } from "#contract/fonts";
import { AppLink } from "#app/components/app-link";
import { useSessionStore } from "#app/lib/session";
import { usePreviewFonts } from "#app/lib/font-preview";
import { useSampleText } from "#app/lib/sample-text";
import { AboutSection } from "./about-section";
import { EditorSection } from "./editor-section";
import { FamilySection } from "./family-section";
import { Hero } from "./hero";
import { ImagesSection } from "./images-section";
import { InfoSection } from "./info-section";
import { GlyphSection } from "./glyph-section";
import { LicenseSection } from "./license-section";
import { CaseSection, VideoSection } from "./usage-sections";
import { PreviewSection } from "./preview-section";
import { WebfontSection } from "./webfont-section";
import { clip, FAMILY_LINE } from "./preview-texts";
import { faceStyle, pageRequests } from "./previews";
import { SectionNav, stickyVars, useStickyTop } from "./section-nav";
import { useFontDownload } from "./use-download";

interface RootData {
  fontDict?: Record<string, { dictNumber: string; label: string }[]>;
}

/** The family rows' text: the toolbar's sample text, else the family's name and a line. */
export function familyLine(sampleText: string, name: string): string {
  return clip(sampleText.trim() ? sampleText : `${name}\u3000${FAMILY_LINE}`, 120);
}

export function FontDetailView({
  font,
  mainInfo,
  related,
}: {
  font: FontDetail;
  mainInfo: FontFaceInfo | null;
  /** The cases and videos that name this family. */
  related: { cases: ContentCard[]; videos: ContentCard[] };
}) {
  const store = useSessionStore();
  const sample = useSampleText();
  const download = useFontDownload(undefined, { fontName: font.name, licenseName: font.licenseName || font.licenseLabel });
  const stickyTop = useStickyTop();
  const [previewFaceId, setPreviewFaceId] = useState(font.fonts[0]?.id);
  const line = familyLine(sample.text, font.name);
  const root = useRouteLoaderData("root") as RootData | undefined;
  const languageLabels = Object.fromEntries((root?.fontDict?.fontLanguage ?? []).map((e) => [e.dictNumber, e.label]));

  // One batch for the page: the hero, every face's line and the preset texts.
  const { families } = usePreviewFonts(pageRequests(font, line, previewFaceId));

  // The compare list lives in localStorage: read it so the buttons say 移除对比 where they should.
  useEffect(() => store.getState().restoreCompare(), [store]);

  const main = font.fonts[0];
  return (
    <div
      data-testid="font-detail"
      data-font-id={font.id}
      className="[--cu-sticky:64px] sm:[--cu-sticky:170px] lg:[--cu-sticky:125px]"
      style={stickyVars(stickyTop)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <nav aria-label="面包屑" className="pt-6 text-sm text-stone-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <AppLink to="/" className="hover:text-orange-700">
                首页
              </AppLink>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <AppLink to="/font" className="hover:text-orange-700">
                字体库
              </AppLink>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="text-stone-700">
              {font.name}
            </li>
          </ol>
        </nav>
        <Hero font={font} mainInfo={mainInfo} families={families} download={download} />
      </div>

      <SectionNav name={font.name} nameStyle={faceStyle(families, main?.id)} stickyTop={stickyTop} />

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 [&>section:first-child]:border-t-0">
        <AboutSection font={font} languageLabels={languageLabels} />
        <PreviewSection faces={font.fonts} faceId={previewFaceId} onFaceChange={setPreviewFaceId} families={families} />
        <EditorSection font={font} initialText={sample.text} familyLine={line} pageFamilies={families} />
        <FamilySection font={font} line={line} size={sample.size} families={families} download={download} />
        <ImagesSection name={font.name} specimens={font.specimens} />
        <InfoSection font={font} mainInfo={mainInfo} />
        <GlyphSection font={font} />
        <LicenseSection font={font} />
        <WebfontSection font={font} />
        <CaseSection name={font.name} cases={related.cases} />
        <VideoSection name={font.name} videos={related.videos} />
      </div>
      {download.dialog}
    </div>
  );
}
