import type { Route } from "./+types/profile";
import { ProfilePage } from "#app/features/account/profile-page";
import { pageTitle } from "#app/lib/page-meta";

export const meta: Route.MetaFunction = () => pageTitle("个人资料");

export default function UserProfile() {
  return <ProfilePage />;
}
