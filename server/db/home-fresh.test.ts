/**
 * The home page follows the data: a family newly featured (a font import, an operator's change)
 * shows in the home page's featured fonts on the next request, without a restart, because the
 * page reads through the services that remember per data version (server/services.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { loadConfig } from "#server/config";
import { fontFamilies, fonts } from "./schema-fonts";
import { loadContext } from "#app/lib/load-context";
import { loader } from "#app/routes/home";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function featuredNames(): Promise<string[]> {
  const context = new RouterContextProvider();
  context.set(loadContext, { services: t.services, config: loadConfig({}).public });
  const view = await loader({ request: new Request("http://site.test/"), context, params: {} } as unknown as Parameters<typeof loader>[0]);
  return view.featured?.rows.map((r) => r.name) ?? [];
}

async function addFamily(key: string, name: string, featured: number) {
  const [family] = await t.handle.db.insert(fontFamilies).values({ key, name, license: "1", featured }).returning();
  await t.handle.db.insert(fonts).values({
    familyId: family.id,
    familyName: key,
    styleName: "常规",
    format: "ttf",
    fileKey: `fonts/${key}.ttf`,
    fileSize: 1,
    sha256: key,
    coverage: { gb2312: 0, tongyong8105: 0, big5: 0, hanzi: 0, total: 0 },
  });
  return family.id;
}

describe("home page featured fonts", () => {
  it("follow a data change on the next request, without a restart", async () => {
    const first = await addFamily("first", "先到宋体", 5);
    expect(await featuredNames()).toEqual(["先到宋体"]);

    await addFamily("second", "后来黑体", 9);
    expect(await featuredNames()).toEqual(["后来黑体", "先到宋体"]);

    await t.handle.db.update(fontFamilies).set({ featured: 0 }).where(eq(fontFamilies.id, first));
    expect(await featuredNames()).toEqual(["后来黑体"]);
  });
});
