import type { Route } from "./+types/compare";
import { pageTitle } from "#app/lib/page-meta";
import { ComparePage } from "#app/features/compare/compare-page";

export const meta: Route.MetaFunction = () => pageTitle("字体对比");

export default function UserCompare() {
  return <ComparePage />;
}
