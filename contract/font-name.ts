/**
 * A family name starting with a digit is not a valid CSS identifier, so it is used as a CSS
 * font name with a leading "A" (docs/product.md §3). Prefixing rather than replacing the digit keeps
 * "1号" and "2号" distinct.
 */
export function cssFontName(familyName: string): string {
  return /^\d/.test(familyName) ? `A${familyName}` : familyName;
}
