/** Preset texts of the detail page: the preview section, the hero and the editor's first text. */

export interface PresetText {
  id: string;
  label: string;
  /** Sizes (px) the text is shown at, largest first. */
  sizes: number[];
  text: string;
}

export const PRESET_TEXTS: PresetText[] = [
  {
    id: "headline",
    label: "标题",
    sizes: [72],
    text: "天地玄黄　宇宙洪荒",
  },
  {
    id: "simplified",
    label: "简体 · 《兰亭集序》",
    sizes: [32, 20],
    text: "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭，修禊事也。群贤毕至，少长咸集。此地有崇山峻岭，茂林修竹，又有清流激湍，映带左右，引以为流觞曲水，列坐其次。",
  },
  {
    id: "traditional",
    label: "繁體 · 《岳陽樓記》",
    sizes: [28, 16],
    text: "慶曆四年春，滕子京謫守巴陵郡。越明年，政通人和，百廢具興，乃重修岳陽樓，增其舊制，刻唐賢今人詩賦於其上，屬予作文以記之。",
  },
  {
    id: "latin",
    label: "数字与拉丁字母",
    sizes: [36, 18],
    text: "0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz The quick brown fox jumps over the lazy dog.",
  },
  {
    id: "punctuation",
    label: "标点符号",
    sizes: [32],
    text: "，。、；：？！“”‘’（）《》〈〉【】「」『』……——·～",
  },
];

/** All preset texts as one subset request's text. */
export const PRESET_TEXT_ALL = PRESET_TEXTS.map((p) => p.text).join("");

/** The character of the hero's 米字格: 永, whose eight strokes are the classic lesson of brushwork. */
export const HERO_GLYPH = "永";

/** The hero's sample line under the name. */
export const HERO_LINE = "字里行间，自有山河";

/** The family rows' line when the toolbar has no sample text. */
export const FAMILY_LINE = "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。";

/** The editor's first text. */
export const EDITOR_TEXT = "春江潮水连海平，海上明月共潮生。\n滟滟随波千万里，何处春江无月明！";

/** A line of text trimmed to at most `max` characters (code points), for a preview. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join("");
}
