/**
 * Markdown → HTML (marked) → sanitised HTML (sanitize-html allow-list). Article and encyclopedia
 * bodies are stored only in their sanitised form, so a page can render them as they are.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "blockquote", "strong", "em", "del", "code", "pre",
    "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title", "loading", "decoding"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    // A body heading is never the page's h1; outside links open apart and pass no referrer credit.
    h1: "h2",
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    a: (tagName, attribs) =>
      /^https?:/.test(attribs.href ?? "") ? { tagName, attribs: { ...attribs, rel: "noopener nofollow", target: "_blank" } } : { tagName, attribs },
  },
};
ALLOWED.allowedAttributes = { ...(ALLOWED.allowedAttributes as Record<string, string[]>), a: ["href", "title", "rel", "target"] };

export function sanitize(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** Renders Markdown; `resolveImage` turns a content-relative picture path into its public URL. */
export function renderMarkdown(markdown: string, resolveImage: (src: string) => string): string {
  const marked = new Marked({ async: false, gfm: true });
  marked.use({
    walkTokens(token) {
      if (token.type === "image") token.href = resolveImage(token.href);
    },
  });
  return sanitize(marked.parse(markdown) as string);
}

/** Plain text of sanitised HTML, for search and descriptions. */
export function plainText(html: string): string {
  // A space before every tag keeps the words of adjacent blocks apart.
  return sanitizeHtml(html.replace(/</g, " <"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
