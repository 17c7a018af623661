import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, which the server sends by the
 * request's Accept-Encoding (server/app.ts, `preCompressed`). Compressed once at build time at the highest levels,
 * rather than on every request: a phone on a mobile network receives about a quarter of the bytes
 * (docs/performance.md, "First visit").
 */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files fit in one packet either way. */
const MIN_BYTES = 1024;

export function precompressFile(path: string): void {
  const raw = readFileSync(path);
  const copies: [string, Buffer][] = [
    ['.br', brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })],
    ['.gz', gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [extension, copy] of copies) if (copy.length < raw.length) writeFileSync(path + extension, copy);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT_FILE.test(name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/** Runs last, once every other plugin (the service worker's build among them) has written its files. */
export function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of textFiles(outDir)) precompressFile(path);
      },
    },
  };
}
