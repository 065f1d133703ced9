import { siteLayout } from "../components/site-layout";

const layout = siteLayout("home");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
