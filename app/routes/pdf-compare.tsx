import type { Route } from "./+types/pdf-compare";
import { pageTitle } from "../lib/page-meta";
import { PrintSheet } from "#app/features/compare/print-sheet";

export const meta: Route.MetaFunction = () => pageTitle("字体对比打印");

/** The printable comparison sheet: blank layout, no site chrome, A4 print CSS. */
export default function PdfCompare() {
  return <PrintSheet />;
}
