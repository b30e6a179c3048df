// Writes a .gz and a .br next to every text file of the build, so that nginx (gzip_static,
// brotli_static) and CDNs serve them without compressing on each request. A copy that is not
// smaller than the original is not written.
import {readFile, writeFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Extensions of the text files the site serves (deploy/nginx/mime.types). */
export const COMPRESSIBLE = /\.(html|css|js|mjs|json|webmanifest|yaml|yml|md|txt|xml|graphql|graphqls|svg)$/;

/** Below this size the compressed copy saves less than a network packet. */
const MIN_BYTES = 256;

/**
 * Brotli quality by file. Hashed assets get the highest (11): their bytes are what every first
 * visit downloads, and a file is compressed once per content. Other text (28 MB of HTML, the
 * search indexes) gets 9: on the largest reference page 9 % larger than 11, but 17 times faster,
 * which keeps this step at seconds instead of minutes.
 */
export const brotliQuality = (file) => (/[\\/]assets[\\/]/.test(file) ? 11 : 9);

/** Compresses one file; returns the bytes of the original, the .gz and the .br (0 when not written). */
export async function precompress(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return {original: source.length, gzip: 0, brotli: 0};
  const [gz, br] = await Promise.all([
    gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION}),
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  ]);
  const written = {original: source.length, gzip: 0, brotli: 0};
  if (gz.length < source.length) {
    await writeFile(`${file}.gz`, gz);
    written.gzip = gz.length;
  }
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    written.brotli = br.length;
  }
  return written;
}
