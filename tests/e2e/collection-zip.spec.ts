/**
 * A collection's zip in Chromium: a freshly signed-in user opens
 * /heji/{id}, downloads everything through the font agreement, and the zip holds exactly the
 * collection's font files — each entry compared by SHA-256 with the files the catalogue serves
 * for the collection's families (Debian's unzip reads the zip, as in server/api/content.test.ts).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { CollectionDetail, ContentCard } from "#contract/content";
import type { Page as Paged } from "#contract/envelope";
import { registerUser } from "./fixtures/account";
import { E2E_BASE_URL } from "./fixtures/env";
import { fontDetail, fontInformation } from "./fixtures/fonts";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

/** The seed collection used: monospaced fonts, three families. */
const TITLE = "等宽与代码";

test("a signed-in user downloads a collection's zip through the agreement and finds its fonts in it", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const list = (await (await request.get("/web/api/web-font-collection/selectPage", { params: { size: 50 } })).json()) as { data: Paged<ContentCard> };
  const card = list.data.records.find((c) => c.title === TITLE);
  expect(card, `the seed has the collection ${TITLE}`).toBeTruthy();
  const detail = ((await (await request.get("/web/api/web-font-collection/getDetailById", { params: { id: card!.id } })).json()) as { data: CollectionDetail }).data;
  expect(detail.collectionFonts.length).toBeGreaterThan(1);

  // What the zip must hold: every distinct file of every face of the collection's families.
  const expected = new Map<string, string>();
  for (const family of detail.collectionFonts) {
    for (const face of (await fontDetail(request, family.id)).fonts) {
      const info = await fontInformation(request, face.id);
      expected.set(info.sha256, family.name);
    }
  }

  // A fresh account, so the agreement has not been accepted yet.
  const user = await registerUser(request);
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  await openCollection(page, card!.url);
  await expect(page.getByTestId("collection-fonts").getByTestId("font-row")).toHaveCount(detail.collectionFonts.length);

  await page.getByRole("button", { name: "打包下载全部字体" }).click();
  const agreement = page.getByTestId("font-agreement-dialog");
  await expect(agreement).toBeVisible();
  await expect(page.getByTestId("agreement-confirm")).toBeDisabled();
  await agreement.getByTestId("agreement-checkbox").check();
  const downloaded = page.waitForEvent("download", { timeout: 90_000 });
  await page.getByTestId("agreement-confirm").click();
  const download = await downloaded;
  expect(download.url()).toMatch(new RegExp(`/${card!.id}\\?expires=\\d+&sig=`));
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "heji-zip-"));
  try {
    const zip = path.join(dir, "heji.zip");
    await download.saveAs(zip);
    const names = execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).trim().split("\n");
    execFileSync("unzip", ["-q", zip, "-d", path.join(dir, "out")]);
    const found = new Map<string, string>();
    for (const name of names) found.set(createHash("sha256").update(await fs.readFile(path.join(dir, "out", name))).digest("hex"), name);
    // Exactly the collection's files, each once, named for its family.
    expect([...found.keys()].sort()).toEqual([...expected.keys()].sort());
    expect(names).toHaveLength(expected.size);
    for (const [sha, name] of found) expect(name.startsWith(expected.get(sha)!), `${name} is a file of ${expected.get(sha)}`).toBe(true);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }

  // Counted, and accepted once: the page shows the download, the next one skips the dialog.
  await openCollection(page, card!.url);
  await expect(page.getByText(`已下载 ${(card!.downloads ?? 0) + 1} 次`)).toBeVisible();
  const again = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "打包下载全部字体" }).click();
  const second = await again;
  await expect(agreement).toHaveCount(0);
  await second.cancel();
});

async function openCollection(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}
