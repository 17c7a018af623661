import { encodePng, type Rgb } from './png.js';

/**
 * The demo's banner images: a gradient with its title and a line of text drawn on it in a blocky 5×7 capital
 * font (no font files or image library), large enough to read on a 360 px wide phone.
 */

/** Each glyph: seven rows of five dots, `#` drawn. Letters are drawn as capitals. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ':': ['.....', '.##..', '.##..', '.....', '.##..', '.##..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '!': ['..#..', '..#..', '..#..', '..#..', '..#..', '.....', '..#..'],
  '&': ['.##..', '#..#.', '#.#..', '.#...', '#.#.#', '#..#.', '.##.#'],
  '/': ['.....', '....#', '...#.', '..#..', '.#...', '#....', '.....'],
};

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
/** Dots between letters and between lines. */
const LETTER_GAP = 1;
const LINE_GAP = 3;

/** The letters of `text` the font can draw (capitals; anything else as a space). */
function glyphsOf(text: string): readonly (readonly string[])[] {
  return [...text.toUpperCase()].map((char) => GLYPHS[char] ?? GLYPHS[' ']!);
}

/** Whether the font has every letter of `text` (the demo's words are checked, so none is drawn as a gap). */
export function canDraw(text: string): boolean {
  return [...text.toUpperCase()].every((char) => char in GLYPHS);
}

/** `text` broken at spaces into lines of at most `columns` letters (a longer word is cut). */
export function wrapText(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= columns) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word.slice(0, columns);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A one-bit picture: `dots[y * width + x]` is 1 where something is drawn. */
interface Mask {
  readonly width: number;
  readonly height: number;
  readonly dots: Uint8Array;
}

/** Draws `text` into the mask with its top-left corner at (left, top), each dot `scale` pixels square. */
function drawText(mask: Mask, text: string, left: number, top: number, scale: number): void {
  glyphsOf(text).forEach((glyph, index) => {
    const x0 = left + index * (GLYPH_WIDTH + LETTER_GAP) * scale;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx += 1) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = x0 + gx * scale + dx;
            const y = top + gy * scale + dy;
            if (x >= 0 && x < mask.width && y >= 0 && y < mask.height) mask.dots[y * mask.width + x] = 1;
          }
        }
      }
    });
  });
}

const textWidth = (text: string, scale: number) => (text.length * (GLYPH_WIDTH + LETTER_GAP) - LETTER_GAP) * scale;

export interface BannerArt {
  readonly from: Rgb;
  readonly to: Rgb;
  readonly stripe: Rgb;
  /** Drawn large, on up to two lines. */
  readonly title: string;
  /** Drawn smaller under the title. */
  readonly line: string;
}

export const BANNER_WIDTH = 720;
export const BANNER_HEIGHT = 270;
const MARGIN = 36;
const TITLE_SCALE = 5;
const LINE_SCALE = 3;
const INK: Rgb = [255, 255, 255];
const SHADOW: Rgb = [24, 16, 40];
/** The darker, unstriped band behind the words, and how far it reaches beyond them. */
const BAND_PADDING = 18;
const BAND_SHADE = 0.6;

/** Where the title's and the line's letters are drawn: the text and its shadow, one mask each. */
export function bannerMasks(art: Pick<BannerArt, 'title' | 'line'>): { text: Mask; shadow: Mask; band: { top: number; bottom: number } } {
  const make = (): Mask => ({ width: BANNER_WIDTH, height: BANNER_HEIGHT, dots: new Uint8Array(BANNER_WIDTH * BANNER_HEIGHT) });
  const text = make();
  const shadow = make();
  const columns = (scale: number) => Math.floor((BANNER_WIDTH - 2 * MARGIN + LETTER_GAP * scale) / ((GLYPH_WIDTH + LETTER_GAP) * scale));
  const title = wrapText(art.title, columns(TITLE_SCALE)).slice(0, 2);
  const line = wrapText(art.line, columns(LINE_SCALE)).slice(0, 1);
  const blocks = [
    ...title.map((words) => ({ words, scale: TITLE_SCALE })),
    ...line.map((words) => ({ words, scale: LINE_SCALE })),
  ];
  const heightOf = (scale: number) => (GLYPH_HEIGHT + LINE_GAP) * scale;
  const total = blocks.reduce((sum, block) => sum + heightOf(block.scale), 0) - LINE_GAP * LINE_SCALE;
  let top = Math.max(0, Math.round((BANNER_HEIGHT - total) / 2));
  const band = { top: Math.max(0, top - BAND_PADDING), bottom: Math.min(BANNER_HEIGHT, top + total + BAND_PADDING) };
  for (const { words, scale } of blocks) {
    const left = Math.round((BANNER_WIDTH - textWidth(words, scale)) / 2);
    drawText(text, words, left, top, scale);
    drawText(shadow, words, left + Math.ceil(scale / 2), top + Math.ceil(scale / 2), scale);
    top += heightOf(scale);
  }
  return { text, shadow, band };
}

/** The banner as a PNG: the gradient, its diagonal stripes, then the shadowed title and line on top. */
export function bannerImage(art: BannerArt): Buffer {
  const { text, shadow, band } = bannerMasks(art);
  return encodePng(BANNER_WIDTH, BANNER_HEIGHT, (x, y) => {
    const at = y * BANNER_WIDTH + x;
    if (text.dots[at]) return INK;
    if (shadow.dots[at]) return SHADOW;
    const behindWords = y >= band.top && y < band.bottom;
    if (!behindWords && (x + y) % 90 < 6) return art.stripe;
    const t = x / (BANNER_WIDTH - 1);
    const shade = behindWords ? BAND_SHADE : 1;
    return [0, 1, 2].map((i) => Math.round((art.from[i]! + (art.to[i]! - art.from[i]!) * t) * shade)) as unknown as Rgb;
  });
}
