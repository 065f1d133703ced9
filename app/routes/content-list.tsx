import { data, useLocation } from "react-router";
import type { Route } from "./+types/content-list";
import { PageHeader } from "../components/page-header";
import { EmptyState } from "../components/empty-state";
import { areaOf } from "../features/content/areas";
import { pageTitle } from "../lib/page-meta";

export function loader({ request }: Route.LoaderArgs) {
  const area = areaOf(new URL(request.url).pathname);
  if (!area) throw data(null, { status: 404 });
  return { title: area.title };
}

export const meta: Route.MetaFunction = ({ data: page }) => pageTitle(page?.title);

export default function ContentList() {
  const area = areaOf(useLocation().pathname)!;
  return (
    <>
      <PageHeader title={area.title}>{area.intro}</PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <EmptyState title={`暂无${area.title}内容`} text="内容正在整理中，敬请期待。" />
      </section>
    </>
  );
}
