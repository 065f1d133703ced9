/** Minimal family/face rows for API tests that need fonts to exist but never read their files. */
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";

export async function insertFamily(db: Db, key: string, name: string, faces = 1): Promise<{ familyId: number; fontIds: number[] }> {
  const [family] = await db.insert(fontFamilies).values({ key, name }).returning();
  const fontIds: number[] = [];
  for (let i = 0; i < faces; i++) {
    const [font] = await db
      .insert(fonts)
      .values({
        familyId: family.id,
        familyName: `${key}-${i}`,
        styleName: i ? "粗体" : "常规",
        format: "ttf",
        fileKey: `fonts/${key}-${i}.ttf`,
        fileSize: 100,
        sha256: `${key}-${i}`,
        coverage: { gb2312: 0, tongyong8105: 0, big5: 0, hanzi: 0, total: 0 },
      })
      .returning();
    fontIds.push(font.id);
  }
  return { familyId: family.id, fontIds };
}
