import { siteLayout } from "#app/layouts/site-layout";

const layout = siteLayout("default");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
