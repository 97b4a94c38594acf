import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The H5 build ships brotli and gzip twins of its text files (scripts/compress-h5.ts, run by build-apps.sh);
// the reference server sends them by Accept-Encoding. A twin must hold exactly its file's bytes.
const h5Dir = path.resolve(__dirname, '../../h5/dist');
/** Text files this big always shrink well: one without twins means the compression step did not run. */
const SURELY_WORTH_IT = 4 * 1024;

const builtFiles = (): string[] => {
  if (!fs.existsSync(path.join(h5Dir, 'index.html'))) throw new Error('apps/h5 is not built: run scripts/build-apps.sh h5');
  return fs.readdirSync(h5Dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(h5Dir, file)).isFile());
};

describe('the compressed twins of the H5 build', () => {
  it('exist for every sizeable js, css and html file', () => {
    const files = new Set(builtFiles());
    const missing = [...files]
      .filter((file) => /\.(js|css|html)$/.test(file) && fs.statSync(path.join(h5Dir, file)).size >= SURELY_WORTH_IT)
      .filter((file) => !files.has(`${file}.br`) || !files.has(`${file}.gz`));
    expect(missing).toEqual([]);
  });

  it('decode to their file, and are smaller than it', () => {
    const twins = builtFiles().filter((file) => /\.(br|gz)$/.test(file));
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      const original = fs.readFileSync(path.join(h5Dir, twin.replace(/\.(br|gz)$/, '')));
      const encoded = fs.readFileSync(path.join(h5Dir, twin));
      const decoded = twin.endsWith('.br') ? zlib.brotliDecompressSync(encoded) : zlib.gunzipSync(encoded);
      expect({ twin, same: decoded.equals(original), smaller: encoded.length < original.length }).toEqual({ twin, same: true, smaller: true });
    }
  });
});
