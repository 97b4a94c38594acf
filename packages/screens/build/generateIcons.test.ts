import fs from 'node:fs';
import path from 'node:path';
import { ICON_DIR, ICON_SHEETS, iconSheet, minifiedSvg, svgDataUri } from './generateIcons';

describe('the generated icon stylesheets', () => {
  it.each(Object.entries(ICON_SHEETS))('%s is fresh (npx tsx packages/screens/build/generateIcons.ts)', (file, names) => {
    expect(fs.readFileSync(path.join(ICON_DIR, file), 'utf8')).toBe(iconSheet(names));
  });

  // The kit's sheet comes with the first page on every shell (the tab bar draws from it): it stays small.
  it('keeps the kit icons under 8 KB and the facilities under 8 KB', () => {
    expect(fs.statSync(path.join(ICON_DIR, 'kitIcons.css')).size).toBeLessThan(8 * 1024);
    expect(fs.statSync(path.join(ICON_DIR, 'facilityIcons.css')).size).toBeLessThan(8 * 1024);
  });
});

describe('minifiedSvg and svgDataUri', () => {
  const svg = '<!-- @license lucide-static - ISC -->\n<svg\n  class="lucide lucide-heart"\n  xmlns="http://www.w3.org/2000/svg"\n  width="24"\n  height="24"\n  viewBox="0 0 24 24"\n  fill="none"\n  stroke="currentColor"\n>\n  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676" />\n</svg>\n';

  it('keeps the drawing and drops the comment, class and size; a -filled name fills the shape', () => {
    expect(minifiedSvg('heart', svg)).toBe("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000'><path d='M2 9.5a5.5 5.5 0 0 1 9.591-3.676'/></svg>");
    expect(minifiedSvg('heart-filled', svg)).toContain("fill='#000'");
  });

  it('escapes what a CSS url() or a URL cannot hold, and decodes back to the SVG', () => {
    const uri = svgDataUri(minifiedSvg('heart', svg));
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(uri).not.toMatch(/[<>#"]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(minifiedSvg('heart', svg));
  });
});
