import type { Route } from "./+types/pdf-compare";
import { pageTitle } from "#app/lib/page-meta";
import { loadContext } from "#app/lib/load-context";
import { PrintSheet } from "#app/features/compare/print-sheet";
import { sharedFontIds } from "#app/features/compare/compare-settings";
import type { CompareEntry } from "#app/features/compare/entries";

/**
 * A shared comparison (`?fonts=ID,ID…&text=…&size=…&lh=…`) names its fonts: they are read here,
 * so the link opens complete for anyone, signed in or not. Without `fonts=` the sheet prints the
 * visitor's own compare list (kept in the browser).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<{ shared: CompareEntry[] | null }> {
  const ids = sharedFontIds(new URL(request.url).searchParams);
  if (!ids) return { shared: null };
  const { services } = context.get(loadContext);
  const infos = await Promise.all(ids.map((id) => services.fonts.info(id)));
  return {
    shared: infos
      .filter((f) => f !== null)
      .map((f) => ({
        id: f.id,
        fontGNo: f.id,
        familyId: f.familyId,
        name: f.family.name,
        familyName: f.familyName,
        styleName: f.styleName,
        categoryName: f.family.categoryName,
        licenseLabel: f.family.licenseLabel,
        specimenUrl: f.specimenUrl,
      })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageTitle(data?.shared ? `字体对比：${data.shared.map((f) => f.name).join("、")}` : "字体对比打印");

/** The printable comparison sheet: blank layout, no site chrome, A4 print CSS. */
export default function PdfCompare({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PrintSheet shared={loaderData.shared} />
    </main>
  );
}
