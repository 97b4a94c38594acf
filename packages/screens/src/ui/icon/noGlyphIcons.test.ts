import fs from 'node:fs';
import path from 'node:path';

// Issue 46: icons are the drawn set (./Icon.tsx), not characters of whatever font the phone has. This fails on a
// source file of the screens that uses one of the glyphs that stood in for icons: a house and a face for the tabs, a
// ring for search and empty states, ticks, crosses, chevrons, hearts, the share and play arrows, or a lone × as a
// close button's text.
const GLYPHS = /[⌂☺○◎☰✓✔✕✖›‹♥♡⇪▶]/u;
const LONE_CROSS = /(>|'|")\s*×\s*(<|'|")/u;

const SRC = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('glyphs as icons', () => {
  it('are used by no source file of packages/screens/src', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (GLYPHS.test(line) || LONE_CROSS.test(line) ? [`${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('would be found', () => {
    expect(GLYPHS.test("icon: '⌂'")).toBe(true);
    expect(GLYPHS.test('<Text>领券中心 ›</Text>')).toBe(true);
    expect(LONE_CROSS.test('<Text>×</Text>')).toBe(true);
    expect(LONE_CROSS.test("button('pc-close', 'cashier-close', '×')")).toBe(true);
    expect(LONE_CROSS.test('面积 3×4 米')).toBe(false);
  });
});
