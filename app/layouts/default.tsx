import { siteLayout } from "../components/site-layout";

const layout = siteLayout("default");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
