/**
 * Accessibility and valid markup on every route of spec §2 (issue #8 item 7), so that a new page
 * cannot regress either:
 * - axe-core in Chromium on the hydrated page, at desktop and phone width: no serious or critical
 *   violation (colour contrast among them);
 * - the HTML the server sends, checked with html-validate's recommended rules: no error.
 * The /user pages are checked signed in (signed out they only redirect home); detail routes with
 * a real id where the area has records, else with id 1 (then the 404 page is what is checked).
 */
import AxeBuilder from "@axe-core/playwright";
import { HtmlValidate, type Message } from "html-validate";
import type { APIRequestContext, Page } from "@playwright/test";
import { DETAIL_ROUTES, needsToken, STATIC_ROUTES } from "#contract/routes";
import { expect, test } from "./fixtures/test";
import { waitForHydration } from "./fixtures/helpers";

/** A real family id from the list, so /font/{id} is the detail page itself. */
async function firstFontId(request: APIRequestContext): Promise<number> {
  const res = await request.get("/web/api/font/getFontList?size=1");
  const body = (await res.json()) as { data: { records: { id: number }[] } };
  expect(body.data.records.length, "the catalogue has fonts").toBeGreaterThan(0);
  return body.data.records[0].id;
}

const DETAIL_PATHS = DETAIL_ROUTES.map((r) => r.path);

/** The public routes (checked signed out), then the /user routes (checked signed in). */
async function pathsToCheck(request: APIRequestContext): Promise<{ open: string[]; user: string[] }> {
  const fontId = await firstFontId(request);
  const all = [...STATIC_ROUTES.map((r) => r.path), ...DETAIL_PATHS.map((p) => (p === "/font" ? `${p}/${fontId}` : `${p}/1`))];
  return { open: all.filter((p) => !needsToken(p)), user: all.filter(needsToken) };
}

/**
 * The HTML standard's rules (what the Nu checker reports as errors), plus heading order.
 * Ids as React makes them ("_R_1_", "S:0") are valid HTML, so ids are checked the standard's
 * relaxed way; attribute spelling ("charSet") is not an error in HTML either.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    "valid-id": ["error", { relaxed: true }],
    "heading-level": "error",
    // ARIA lets any element whose role can be named carry aria-label (a named list, a region).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
});

function describeMessages(messages: Message[]): string {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`).join("\n");
}

/**
 * Waits until no font preview still shows its pale loading text (a cold subset can outlast
 * networkidle's 500 ms), and for the colour transitions into the loaded text to end.
 */
async function settledPreviews(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="font-preview"][data-state="loading"]'), "previews settle").toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
}

async function axeSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `  ${n.target.join(" ")} ${n.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`).join("\n")}`);
}

test.describe("accessibility and valid markup", () => {
  test("every route's server HTML passes html-validate", async ({ request, signIn, context }) => {
    test.setTimeout(90_000);
    const { open, user } = await pathsToCheck(request);
    const failures: string[] = [];
    for (const path of [...open, ...user]) {
      // Signed in for the /user pages, which otherwise only redirect.
      if (path === user[0]) await signIn(context);
      const res = await context.request.get(path);
      expect([200, 404], `${path} status`).toContain(res.status());
      const report = await validator.validateString(await res.text());
      const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
      if (errors.length) failures.push(`${path}\n${describeMessages(errors)}`);
    }
    expect(failures.join("\n\n")).toBe("");
  });

  for (const width of [1280, 390]) {
    test(`axe: no serious or critical violation on any route at ${width} px`, async ({ page, request, signIn, context }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const { open, user } = await pathsToCheck(request);
      const failures: string[] = [];
      for (const path of [...open, ...user]) {
        if (path === user[0]) await signIn(context);
        const response = await page.goto(path);
        expect(response?.url(), `${path} is not redirected`).toContain(path);
        await waitForHydration(page);
        // Previews and lists fill in after load; check what the visitor ends up seeing.
        await page.waitForLoadState("networkidle");
        await settledPreviews(page);
        const violations = await axeSeriousViolations(page);
        if (violations.length) failures.push(`${path}\n${violations.join("\n")}`);
      }
      expect(failures.join("\n\n")).toBe("");
    });
  }
});
