import { siteLayout } from "#app/layouts/site-layout";

const layout = siteLayout("home");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
