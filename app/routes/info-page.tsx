import { data, useLocation } from "react-router";
import type { Route } from "./+types/info-page";
import { PageHeader } from "../components/page-header";
import { INFO_PAGES } from "../features/info/pages";
import { pageTitle } from "../lib/page-meta";

const pageOf = (pathname: string) => INFO_PAGES[pathname.replace(/^\//, "")];

export function loader({ request }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { title: page.title };
}

export const meta: Route.MetaFunction = ({ data: page }) => pageTitle(page?.title);

/** Site information pages: about, contact, contribute, custom, licensing, player, agreements. */
export default function InfoPage() {
  const page = pageOf(useLocation().pathname)!;
  return (
    <>
      <PageHeader title={page.title} crumbs={page.crumbs}>
        {page.lead}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {page.sections.map((section) => (
          <section key={section.heading} id={section.id} className="mb-10 scroll-mt-24">
            <h2 className="mb-3 text-xl font-semibold text-stone-900">{section.heading}</h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="mb-3 leading-7 text-stone-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
