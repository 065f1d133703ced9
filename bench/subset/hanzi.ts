/**
 * The 3755 hanzi of GB 2312 level 1 (常用字, rows 16–55), in the standard's order: the common
 * characters a benchmark text is taken from.
 */
export function gb2312Level1(): string[] {
  const bytes: number[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    const last = row === 0xd7 ? 0xf9 : 0xfe;
    for (let col = 0xa1; col <= last; col++) bytes.push(row, col);
  }
  return [...new TextDecoder("gb18030").decode(new Uint8Array(bytes))];
}
