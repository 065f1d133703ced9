/**
 * The font layout (/font, /font/{id}): the site frame with the preview toolbar under the header.
 * Its state (sample text, size) is provided here, so it stays while moving between the list and
 * a font's page.
 */
import { siteLayout } from "#app/layouts/site-layout";
import { SampleTextProvider } from "#app/lib/sample-text";
import { FontToolbar } from "#app/features/fonts/toolbar";

const layout = siteLayout("font", { Provider: SampleTextProvider, Subheader: FontToolbar });
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
