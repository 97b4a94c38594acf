import { captchaGlyphs } from './captchaGlyphs';

type Point = readonly [number, number];

/**
 * The attack of issue 16 item 4, kept to test the captcha against: a program that reads an SVG captcha's glyph
 * paths (one group per character, each path a stroke in the glyph's own frame) and names the glyph of the font
 * whose strokes match them point for point. It solves every one of the old SVG captchas; it returns null when the
 * image has no glyph paths to read.
 */
export function solveByGlyphPaths(dataUrl: string): string | null {
  const [header, payload = ''] = dataUrl.split(',', 2);
  if (header !== 'data:image/svg+xml;base64') return null;
  const svg = Buffer.from(payload, 'base64').toString('utf8');
  const groups = [...svg.matchAll(/<g transform="translate\(([-\d.]+) [-\d.]+\)[^"]*"[^>]*>(.*?)<\/g>/g)].map((match) => ({
    x: Number(match[1]),
    strokes: [...(match[2] ?? '').matchAll(/ d="([^"]*)"/g)].map((path) =>
      [...(path[1] ?? '').matchAll(/[ML]\s*([-\d.]+)[ ,]([-\d.]+)/g)].map((point): Point => [Number(point[1]), Number(point[2])]),
    ),
  }));
  if (groups.length === 0) return null;
  return groups
    .sort((a, b) => a.x - b.x)
    .map((group) => nearestGlyph(group.strokes))
    .join('');
}

/** Centred on its mean and divided by its spread: the same glyph at any size and place gives the same points. */
function normalise(points: readonly Point[]): Point[] {
  const cx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const cy = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const spread = Math.sqrt(points.reduce((sum, [x, y]) => sum + (x - cx) ** 2 + (y - cy) ** 2, 0) / points.length) || 1;
  return points.map(([x, y]) => [(x - cx) / spread, (y - cy) / spread]);
}

function nearestGlyph(strokes: readonly (readonly Point[])[]): string {
  const seen = normalise(strokes.flat());
  let best = '?';
  let bestScore = Infinity;
  for (const [char, model] of Object.entries(captchaGlyphs)) {
    if (model.length !== strokes.length || model.some((stroke, index) => stroke.length !== strokes[index]?.length)) continue;
    const expected = normalise(model.flat());
    const score = expected.reduce((sum, [x, y], index) => sum + (x - (seen[index]?.[0] ?? 0)) ** 2 + (y - (seen[index]?.[1] ?? 0)) ** 2, 0);
    if (score < bestScore) {
      bestScore = score;
      best = char;
    }
  }
  return best;
}
