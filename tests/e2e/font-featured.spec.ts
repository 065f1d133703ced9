/**
 * The home page's featured fonts: cards
 * previewing each family's name in its own font, from one batched subset call, each linking to
 * its detail page.
 */
import type { FontListItem } from "#contract/fonts";
import { cssName, expectOwnFaces, previewTexts, settle, watchSubsetCalls } from "./fixtures/fonts";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

test("the featured fonts on the home page preview in their own fonts", async ({ page, request }) => {
  const res = await request.get("/web/api/showData/getData");
  const home = (await res.json()) as { code: string; data: { featuredFonts: { title: string; content: FontListItem[] } } };
  expect(home.code).toBe("200");
  const featured = home.data.featuredFonts.content.slice(0, 8);
  expect(featured.length, "the home data has featured fonts").toBeGreaterThan(1);

  const calls = watchSubsetCalls(page);
  await page.goto("/");
  await waitForHydration(page);
  const section = page.getByTestId("featured-fonts");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(home.data.featuredFonts.title || "精选字体");
  const cards = section.getByTestId("font-row");
  await expect(cards).toHaveCount(featured.length);
  expect(await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-font-id"))))).toEqual(featured.map((f) => f.id));
  await expect(cards.getByTestId("font-name")).toHaveText(featured.map((f) => f.name));
  await expect(cards.getByTestId("font-preview")).toHaveCount(featured.length);
  expect(await cards.getByTestId("font-preview").evaluateAll((els) => els.map((el) => el.getAttribute("data-font-family")))).toEqual(
    featured.map((f) => cssName(f.familyName)),
  );

  await section.scrollIntoViewIfNeeded();
  for (const preview of await cards.getByTestId("font-preview").all()) await expect(preview).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await expect(previewTexts(section)).toHaveText(featured.map((f) => f.name));
  await expectOwnFaces(previewTexts(section), { min: featured.length });
  await settle(page);
  expect(calls, "one batched subset call for the featured fonts").toHaveLength(1);
  expect(calls[0].items).toEqual(featured.map((f) => ({ gno: String(f.fontGNo), text: f.name })));

  // A card leads to the font's page, whose hero is set in the same face.
  await cards.first().getByTestId("font-name").click();
  await expect(page).toHaveURL(new RegExp(`/font/${featured[0].id}$`));
  await expect(page.getByTestId("font-hero")).toHaveAttribute("data-font-family", cssName(featured[0].familyName));
  // The home page's rules stay loaded in the sheet; the hero's face is added beside them. Without
  // document.fonts.check: the faces of the sections not laid out yet are not loaded yet either.
  await expectOwnFaces(page.getByTestId("font-hero").getByRole("heading", { level: 1 }), { requireCheck: false });
});
