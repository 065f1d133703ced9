import { siteLayout } from "../components/site-layout";

const layout = siteLayout("font");
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
