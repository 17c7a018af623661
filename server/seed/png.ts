import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGB or RGBA, no interlace) for the demo banners and the app icons: enough to
 * produce real images without shipping binary files or an image library.
 */
export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngOptions {
  /** Write each pixel's alpha (RGBA); without it the image is RGB. */
  alpha?: boolean;
  /** zlib's compression level (0–9); its default unless given. */
  level?: number;
}

export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb | Rgba,
  { alpha = false, level }: PngOptions = {},
): Buffer {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = alpha ? 6 : 2; // colour type: RGBA or RGB
  const rows = Buffer.alloc(height * (1 + width * channels));
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    rows[offset++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const colour = pixel(x, y);
      for (let channel = 0; channel < channels; channel += 1) rows[offset++] = colour[channel] ?? 255;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
