// Writes the brotli (quality 11) and gzip (-9) twins of the H5 build's text files, `x.js.br` and `x.js.gz` beside
// `x.js`, once at build time; the reference server sends the twin a browser accepts (apps/server/src/web/h5.ts).
//   node_modules/.bin/tsx scripts/compress-h5.ts [apps/h5/dist]
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the browser fetches; source maps are left out (never fetched by a tenant's phone). */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json)$/;
/** A twin smaller than this share of the file is not worth a second file and the negotiation. */
const WORTH_IT = 0.9;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const encoders = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gz: (body: Buffer) => gzipSync(body, { level: 9 }),
};

function compressBuild(dir: string): void {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of filesUnder(dir).filter((path) => COMPRESSIBLE.test(path))) {
    const body = readFileSync(file);
    totals.files += 1;
    totals.raw += body.length;
    for (const suffix of ['br', 'gz'] as const) {
      const twin = `${file}.${suffix}`;
      const encoded = encoders[suffix](body);
      const worthIt = encoded.length <= body.length * WORTH_IT;
      // A file rebuilt in place must not keep the twin of its previous content.
      if (worthIt) writeFileSync(twin, encoded);
      else rmSync(twin, { force: true });
      totals[suffix] += worthIt ? encoded.length : body.length;
    }
  }
  console.log(
    `compressed ${totals.files} text files of ${relative(process.cwd(), dir) || '.'}: ${kb(totals.raw)} -> br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}

compressBuild(resolve(process.argv[2] ?? join(__dirname, '..', 'apps', 'h5', 'dist')));
