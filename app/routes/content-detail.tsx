import { data } from "react-router";
import type { Route } from "./+types/content-detail";
import { parseId } from "#contract/routes";
import { areaOf } from "../features/content/areas";

/**
 * The page-level validity check of the content areas' detail pages: a numeric id the area knows,
 * else 404. No content area has a service yet (their tables and calls are still to be built), so
 * every id is unknown today.
 */
export function loader({ request, params }: Route.LoaderArgs): never {
  const area = areaOf(new URL(request.url).pathname);
  if (!area || parseId(params.id) === null) throw data(null, { status: 404 });
  throw data(null, { status: 404 });
}

export default function ContentDetailPage() {
  return null;
}
