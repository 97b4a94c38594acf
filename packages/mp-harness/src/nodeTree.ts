// Reads the Remax node tree back out of a page's merged data. WeChat keeps children as id lists with the
// nodes in a `nodes` map; Alipay keeps the nodes themselves in `children` arrays.

export const TEXT_NODE_TYPE = 'plain-text';

export interface HarnessNode {
  id: number;
  type: string;
  props: Record<string, unknown>;
  /** Text of a plain-text node. */
  text?: string;
  children: HarnessNode[];
  /** Set for every node below a root (not enumerable, so nodes print and compare without cycles). */
  readonly parent?: HarnessNode;
  /** Set for the nodes a native component's template draws: its handler names are that component's methods. */
  readonly owner?: NodeOwner;
}

export interface NodeOwner {
  instance: Record<string, unknown>;
}

interface RawNode {
  id?: unknown;
  type?: unknown;
  props?: unknown;
  text?: unknown;
  children?: unknown;
  nodes?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rawChildren(raw: RawNode): RawNode[] {
  if (!Array.isArray(raw.children)) return [];
  const nodes = isRecord(raw.nodes) ? raw.nodes : undefined;
  return raw.children.flatMap((entry: unknown): RawNode[] => {
    if (isRecord(entry)) return [entry];
    const fromMap = nodes?.[String(entry)];
    return isRecord(fromMap) ? [fromMap] : [];
  });
}

function toNode(raw: RawNode, parent: HarnessNode | undefined): HarnessNode {
  const node: HarnessNode = {
    id: typeof raw.id === 'number' ? raw.id : Number(raw.id),
    type: typeof raw.type === 'string' ? raw.type : 'unknown',
    props: isRecord(raw.props) ? raw.props : {},
    children: [],
  };
  if (typeof raw.text === 'string' && node.type === TEXT_NODE_TYPE) node.text = raw.text;
  if (parent) Object.defineProperty(node, 'parent', { value: parent, enumerable: false });
  node.children = rawChildren(raw).map((c) => toNode(c, node));
  return node;
}

/** The top-level nodes of a page: what `root` and `modalRoot` hold, in that order. */
export function buildNodeTree(data: Record<string, unknown>): HarnessNode[] {
  return ['root', 'modalRoot'].flatMap((key) => {
    const root = data[key];
    return isRecord(root) ? rawChildren(root).map((raw) => toNode(raw, undefined)) : [];
  });
}

export function walkNodes(roots: HarnessNode[]): HarnessNode[] {
  const out: HarnessNode[] = [];
  const visit = (node: HarnessNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return out;
}

export function textContent(node: HarnessNode): string {
  if (node.type === TEXT_NODE_TYPE) return node.text ?? '';
  return node.children.map(textContent).join('');
}

export function classList(node: HarnessNode): string[] {
  const value = node.props['class'];
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** `data-user-id` becomes `userId`, as the platforms build `event.currentTarget.dataset`. */
export function dataset(node: HarnessNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.props)) {
    if (!key.startsWith('data-')) continue;
    out[key.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

export type TextMatcher = string | RegExp;

export function matchesText(text: string, matcher: TextMatcher, exact: boolean): boolean {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (typeof matcher !== 'string') return matcher.test(normalized);
  return exact ? normalized === matcher : normalized.includes(matcher);
}

/**
 * Element nodes whose text matches, innermost first-class: a node is left out when one of its element
 * children matches too, so `<Button><Text>登录</Text></Button>` yields the Text (taps bubble up anyway).
 */
export function findNodesByText(roots: HarnessNode[], matcher: TextMatcher, exact = true): HarnessNode[] {
  const hits = walkNodes(roots).filter(
    (node) => node.type !== TEXT_NODE_TYPE && matchesText(textContent(node), matcher, exact),
  );
  const hitSet = new Set(hits);
  return hits.filter((node) => !node.children.some((c) => hitSet.has(c)));
}

export function describeNode(node: HarnessNode): string {
  const cls = classList(node);
  const text = textContent(node).trim();
  const shortText = text.length > 30 ? `${text.slice(0, 30)}…` : text;
  return `<${node.type}${cls.length ? ` class="${cls.join(' ')}"` : ''}>${shortText ? ` "${shortText}"` : ''}`;
}

/** An indented outline of the tree: handy in failure messages. */
export function outline(roots: HarnessNode[]): string {
  const lines: string[] = [];
  const visit = (node: HarnessNode, depth: number) => {
    if (node.type === TEXT_NODE_TYPE) {
      if (node.text?.trim()) lines.push(`${'  '.repeat(depth)}"${node.text}"`);
      return;
    }
    const cls = classList(node);
    lines.push(`${'  '.repeat(depth)}<${node.type}${cls.length ? `.${cls.join('.')}` : ''}>`);
    node.children.forEach((c) => visit(c, depth + 1));
  };
  roots.forEach((r) => visit(r, 0));
  return lines.join('\n');
}
