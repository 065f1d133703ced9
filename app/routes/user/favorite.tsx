import type { Route } from "./+types/favorite";
import { pageTitle } from "#app/lib/page-meta";
import { FavoritesPage } from "#app/features/favorites/favorites-page";

export const meta: Route.MetaFunction = () => pageTitle("我的收藏");

export default function UserFavorite() {
  return <FavoritesPage />;
}
