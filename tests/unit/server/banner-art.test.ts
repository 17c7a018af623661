import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerImage, bannerMasks, canDraw, wrapText } from '../../../server/seed/banner-art';
import { DEMO_BANNERS } from '../../../server/seed/demo-content';

/** The RGB of each pixel of a PNG the demo made (one IDAT chunk, no filters). */
function pixels(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let offset = 8;
  let data: Buffer = Buffer.alloc(0);
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') data = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
  }
  const rows = inflateSync(data);
  return { width, height, at: (x, y) => [...rows.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3)] };
}

describe('the demo banners', () => {
  it('draw every letter of their titles and lines', () => {
    for (const banner of DEMO_BANNERS) {
      expect(canDraw(banner.title), banner.title).toBe(true);
      expect(canDraw(banner.line), banner.line).toBe(true);
    }
    expect(canDraw('₹10')).toBe(false);
  });

  it('break a long title at spaces to fit the width', () => {
    expect(wrapText('Starline every hour, 10 AM to 9 PM', 21)).toEqual(['Starline every hour,', '10 AM to 9 PM']);
    expect(wrapText('Short', 21)).toEqual(['Short']);
  });

  it('are PNGs with the words drawn in white across the middle, large enough for a phone', () => {
    const art = DEMO_BANNERS[0]!;
    const image = pixels(bannerImage(art));
    expect([image.width, image.height]).toEqual([BANNER_WIDTH, BANNER_HEIGHT]);
    const { text, band } = bannerMasks(art);
    const drawn: [number, number][] = [];
    for (let y = 0; y < BANNER_HEIGHT; y += 1) {
      for (let x = 0; x < BANNER_WIDTH; x += 1) if (text.dots[y * BANNER_WIDTH + x]) drawn.push([x, y]);
    }
    expect(drawn.length).toBeGreaterThan(5000);
    for (const [x, y] of drawn.filter((_, index) => index % 97 === 0)) expect(image.at(x, y)).toEqual([255, 255, 255]);
    const rows = drawn.map(([, y]) => y);
    expect(Math.min(...rows)).toBeGreaterThanOrEqual(band.top);
    expect(Math.max(...rows)).toBeLessThan(band.bottom);
    // Two lines of 35 px capitals and a line of 21 px on a 720 px image: 17 px and 10 px on a 360 px wide phone.
    expect(Math.max(...rows) - Math.min(...rows)).toBeGreaterThan(2 * 35 + 21);
  });
});
