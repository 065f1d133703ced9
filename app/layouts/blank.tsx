import { siteLayout } from "#app/layouts/site-layout";

const layout = siteLayout("blank");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
