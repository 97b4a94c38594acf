// The contract text as an operator's backend sends it (html-contract: HTML), made safe before anything renders it:
// an allow-list of plain text-layout tags, no attributes at all (so no event handlers, styles, links or
// javascript: URLs), the content of script/style-like elements dropped, entities decoded. What comes out is a tree
// of plain nodes that the pages draw with View and Text on every shell: no HTML string ever reaches a renderer.

export type ContractNode = { kind: 'text'; text: string } | { kind: 'element'; tag: ContractTag; children: ContractNode[] };

const ALLOWED = ['p', 'div', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th'] as const;
export type ContractTag = (typeof ALLOWED)[number];
const ALLOWED_SET: ReadonlySet<string> = new Set(ALLOWED);
/** Elements whose whole content goes with them (code, styles, embedded documents, forms). */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head', 'frame', 'frameset', 'xmp', 'noembed', 'noframes', 'plaintext']);
const VOID: ReadonlySet<string> = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'area', 'base', 'col', 'source', 'track', 'wbr']);
/** Far more than a contract: a larger text is cut rather than parsed. */
export const CONTRACT_HTML_MAX_LENGTH = 200_000;
const MAX_DEPTH = 20;

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', middot: '·', hellip: '…', mdash: '—', yen: '¥' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '';
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** The contract's HTML as a safe tree; anything outside the allow-list keeps only its text (or loses it, see above). */
export function sanitizeContractHtml(html: string): ContractNode[] {
  const source = html.slice(0, CONTRACT_HTML_MAX_LENGTH);
  const root: ContractNode[] = [];
  const stack: { tag: string; children: ContractNode[] }[] = [{ tag: '#root', children: root }];
  let dropping: string | null = null;
  const top = () => stack[stack.length - 1] ?? { tag: '#root', children: root };
  const tagPattern = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|<![^>]*>|<\?[^>]*>/g;
  let at = 0;
  const text = (raw: string) => {
    if (dropping !== null || raw === '') return;
    const decoded = decode(raw);
    if (decoded.trim() !== '' || top().children.length > 0) top().children.push({ kind: 'text', text: decoded });
  };
  for (let match = tagPattern.exec(source); match !== null; match = tagPattern.exec(source)) {
    text(source.slice(at, match.index).replace(/</g, ''));
    at = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (name === undefined) continue;
    const closing = match[0].startsWith('</');
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED_SET.has(name)) continue;
    if (closing) {
      const index = stack.map((open) => open.tag).lastIndexOf(name);
      if (index > 0) stack.length = index;
      continue;
    }
    const element: ContractNode = { kind: 'element', tag: name as ContractTag, children: [] };
    top().children.push(element);
    if (!VOID.has(name) && !match[0].endsWith('/>') && stack.length < MAX_DEPTH) stack.push({ tag: name, children: element.children });
  }
  text(source.slice(at).replace(/</g, ''));
  return root;
}
