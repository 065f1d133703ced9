/** What a test needs to know of a PDF: its text (unpdf / PDF.js) and its embedded fonts (pdf-lib). */
import { PDFDict, PDFDocument, PDFName, PDFRef } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

export interface PdfFont {
  baseFont: string;
  /** A font program is embedded (FontFile2 = TrueType, FontFile3 = CFF/OpenType). */
  embedded: boolean;
}

/** Every Type0 font of the document, with its descendant's BaseFont and whether its program is embedded. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const doc = await PDFDocument.load(bytes);
  const out: PdfFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const name = object.get(PDFName.of("FontName"));
    const file = ["FontFile", "FontFile2", "FontFile3"].some((k) => object.get(PDFName.of(k)) instanceof PDFRef);
    out.push({ baseFont: String(name).replace(/^\//, ""), embedded: file });
  }
  return out;
}
