/**
 * The Content-Security-Policy in a real browser: every page hydrates with its
 * inline scripts carrying the response's nonce, no directive is violated while the pages load and
 * navigate, and an injected inline script without the nonce does not run.
 */
import { waitForHydration, routerNavigate } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

test("pages hydrate under the CSP with no violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  for (const path of ["/", "/font", "/about", "/no-such-page"]) {
    const res = await page.goto(path);
    const csp = res!.headers()["content-security-policy"];
    expect(csp, path).toMatch(/script-src 'self' 'nonce-/);
    expect(csp, path).toContain("frame-ancestors 'self'");
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    // The server rendered the nonce into the inline scripts (the browser hides the attribute's value from the DOM).
    expect(await res!.text(), path).toContain(`nonce="${nonce}"`);
    await waitForHydration(page);
  }
  await routerNavigate(page, "/font");
  await expect(page).toHaveURL(/\/font$/);
  expect(violations).toEqual([]);
});

test("an inline script without the nonce is blocked", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
