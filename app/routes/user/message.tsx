import type { Route } from "./+types/message";
import { pageTitle } from "#app/lib/page-meta";
import { MessagesPage } from "#app/features/messages/messages-page";

export const meta: Route.MetaFunction = () => pageTitle("我的消息");

export default function UserMessage() {
  return <MessagesPage />;
}
