/**
 * Draws the app icons of the web app manifest as PNG files in public/ (run `npx tsx scripts/make-icons.ts`; the
 * PNGs are committed). The same picture as public/icon.svg: a purple tile, a gold ring and a white "M".
 * Chromium's install criteria want PNG icons of 192 and 512 px; the maskable one is full-bleed with the picture
 * inside the central safe zone (80 % circle), so that launchers can crop it to any shape.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encodePng, type Rgba } from '../server/seed/png.js';

const PURPLE: Rgba = [0x5b, 0x21, 0xb6, 255];
const GOLD: Rgba = [0xfb, 0xbf, 0x24, 255];
const WHITE: Rgba = [0xff, 0xff, 0xff, 255];

/** The "M", in the 512-unit design space of icon.svg. */
const LETTER_M: readonly (readonly [number, number])[] = [
  [166, 318], [166, 190], [208, 190], [256, 266], [304, 190], [346, 190],
  [346, 318], [308, 318], [308, 252], [270, 312], [242, 312], [204, 252], [204, 318],
];

function insidePolygon(x: number, y: number, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

interface Design {
  /** Rounded tile with transparent corners, or full-bleed background (maskable). */
  readonly fullBleed: boolean;
  /** Scale of the ring and letter around the centre (1 = as in icon.svg). */
  readonly artScale: number;
}

/** The colour at a point of the 512-unit design. */
function colourAt(x: number, y: number, design: Design): Rgba | null {
  if (!design.fullBleed && !insideRoundedSquare(x, y, 512, 112)) return null;
  // Undo the art scale around the centre, then test the shapes of icon.svg.
  const ax = 256 + (x - 256) / design.artScale;
  const ay = 256 + (y - 256) / design.artScale;
  const distance = Math.hypot(ax - 256, ay - 256);
  if (distance >= 160 && distance <= 184) return GOLD;
  if (insidePolygon(ax, ay, LETTER_M)) return WHITE;
  return PURPLE;
}

const SUPERSAMPLE = 4;

/** The colour of each pixel of an icon of `size` px: the design sampled at several points of the pixel. */
function render(size: number, design: Design): (px: number, py: number) => Rgba {
  const unit = 512 / size;
  return (px, py) => {
    let r = 0;
    let g = 0;
    let b = 0;
    let a = 0;
    for (let sy = 0; sy < SUPERSAMPLE; sy++) {
      for (let sx = 0; sx < SUPERSAMPLE; sx++) {
        const colour = colourAt((px + (sx + 0.5) / SUPERSAMPLE) * unit, (py + (sy + 0.5) / SUPERSAMPLE) * unit, design);
        if (!colour) continue;
        // Premultiplied, so that edges against transparency do not darken.
        r += colour[0] * colour[3];
        g += colour[1] * colour[3];
        b += colour[2] * colour[3];
        a += colour[3];
      }
    }
    if (a === 0) return [0, 0, 0, 0];
    return [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round(a / (SUPERSAMPLE * SUPERSAMPLE))];
  };
}

const publicDir = resolve(import.meta.dirname, '../public');
const icons: { file: string; size: number; design: Design }[] = [
  { file: 'icon-192.png', size: 192, design: { fullBleed: false, artScale: 1 } },
  { file: 'icon-512.png', size: 512, design: { fullBleed: false, artScale: 1 } },
  { file: 'icon-maskable-512.png', size: 512, design: { fullBleed: true, artScale: 0.78 } },
  { file: 'apple-touch-icon.png', size: 180, design: { fullBleed: true, artScale: 0.9 } },
];

for (const { file, size, design } of icons) {
  const png = encodePng(size, size, render(size, design), { alpha: true, level: 9 });
  writeFileSync(resolve(publicDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
