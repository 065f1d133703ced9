/** A font file that is damaged, unsupported or hostile; the message (Chinese) says what is wrong with it. */
export class FontFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FontFileError";
  }
}
