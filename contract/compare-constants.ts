/** Compare constants both sides use (free of zod: the compare bar on every font page loads this module). */

/** Six faces side by side still fit one A4 page and one screen of the compare page. */
export const COMPARE_MAX = 6;
export const COMPARE_FULL_MESSAGE = `最多同时对比 ${COMPARE_MAX} 款字体，请先移除一款`;

export const COMPARE_TEXT_MAX = 200;
export const COMPARE_DEFAULT_TEXT = "共创字库，让每一种字体都被看见。\n天地玄黄，宇宙洪荒。ABCabc 0123";
