// The WXML / AXML of a native custom component, parsed and rendered with the component's data, so a test sees
// inside a component as it sees inside Remax's generic nodes. The subset components are written in: elements,
// text, `{{expression}}` in text and attributes, if / elif / else and for (wx:* on WeChat, a:* on Alipay),
// <block> and <slot>. Anything else (<template>, <import>, <include>, wxs) throws with its name.
import type { Platform } from './types';

export interface TemplateElement {
  kind: 'element';
  tag: string;
  attrs: [string, string][];
  children: TemplateNode[];
}

export interface TemplateText {
  kind: 'text';
  text: string;
}

export type TemplateNode = TemplateElement | TemplateText;

/** An element or a text as rendered: the shape the harness turns into nodes. */
export type RenderedNode =
  | { kind: 'element'; tag: string; props: Record<string, unknown>; children: RenderedNode[] }
  | { kind: 'text'; text: string }
  | { kind: 'slot' };

const UNSUPPORTED = new Set(['template', 'import', 'include', 'wxs', 'import-sjs', 'sjs']);

export function parseTemplate(source: string, file = 'template'): TemplateNode[] {
  const root: TemplateElement = { kind: 'element', tag: '#root', attrs: [], children: [] };
  const stack: TemplateElement[] = [root];
  const top = () => stack[stack.length - 1] as TemplateElement;
  const tag = /<!--[\s\S]*?-->|<\/([\w-]+)\s*>|<([\w-]+)((?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g;
  let at = 0;
  for (const match of source.matchAll(tag)) {
    const text = source.slice(at, match.index);
    if (text.trim() !== '') top().children.push({ kind: 'text', text: text.trim() });
    at = match.index + match[0].length;
    const [whole, closing, opening, attrText = '', selfClosing] = match;
    if (whole.startsWith('<!--')) continue;
    if (closing !== undefined) {
      if (top().tag !== closing) throw new Error(`${file}: </${closing}> closes <${top().tag}>`);
      stack.pop();
      continue;
    }
    const name = opening ?? '';
    if (UNSUPPORTED.has(name)) throw new Error(`${file}: <${name}> is not supported by the harness`);
    const attrs = [...attrText.matchAll(/([\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)].map(
      (a): [string, string] => [a[1] ?? '', a[2] ?? a[3] ?? ''],
    );
    const element: TemplateElement = { kind: 'element', tag: name, attrs, children: [] };
    top().children.push(element);
    if (selfClosing !== '/') stack.push(element);
  }
  if (source.slice(at).trim() !== '') top().children.push({ kind: 'text', text: source.slice(at).trim() });
  if (stack.length > 1) throw new Error(`${file}: <${top().tag}> is not closed`);
  return root.children;
}

const compiled = new Map<string, (scope: object) => unknown>();

/** Evaluates one `{{ }}` expression: WXML's and AXML's are JavaScript expressions over the data. */
export function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  let run = compiled.get(expression);
  if (run === undefined) {
    // `with` over a scope that claims every name: a name the data lacks is undefined, as on the platforms.
    run = new Function('scope', `with (scope) { return (${expression}); }`) as (scope: object) => unknown;
    compiled.set(expression, run);
  }
  const everyName = new Proxy(scope, { has: (_target, key) => key !== Symbol.unscopables });
  return run(everyName);
}

const BINDING = /\{\{([\s\S]+?)\}\}/g;

/** An attribute or text value: one `{{x}}` alone keeps x's type; anything else is a string. */
export function interpolate(value: string, scope: Record<string, unknown>): unknown {
  const single = /^\{\{([\s\S]+?)\}\}$/.exec(value.trim());
  if (single && !single[1]?.includes('}}')) return evaluate(single[1] ?? '', scope);
  return value.replace(BINDING, (_m, expression: string) => {
    const result = evaluate(expression, scope);
    return result === undefined || result === null ? '' : String(result);
  });
}

function directives(platform: Platform) {
  const p = platform === 'ali' ? 'a:' : 'wx:';
  return { if: `${p}if`, elif: `${p}elif`, else: `${p}else`, for: `${p}for`, item: `${p}for-item`, index: `${p}for-index`, key: `${p}key` };
}

/** Renders parsed nodes with `data`; event attributes keep their handler names (`bind:tap` is `bindtap`). */
export function renderTemplate(nodes: TemplateNode[], data: Record<string, unknown>, platform: Platform): RenderedNode[] {
  const d = directives(platform);
  const renderList = (list: TemplateNode[], scope: Record<string, unknown>): RenderedNode[] => {
    const out: RenderedNode[] = [];
    let chainTaken: boolean | undefined;
    for (const node of list) {
      if (node.kind === 'text') {
        const text = interpolate(node.text, scope);
        out.push({ kind: 'text', text: text === undefined || text === null ? '' : String(text) });
        chainTaken = undefined;
        continue;
      }
      const attrs = new Map(node.attrs);
      let show = true;
      if (attrs.has(d.if)) {
        show = Boolean(interpolate(attrs.get(d.if) ?? '', scope));
        chainTaken = show;
      } else if (attrs.has(d.elif) || attrs.has(d.else)) {
        if (chainTaken === undefined) throw new Error(`<${node.tag} ${attrs.has(d.elif) ? d.elif : d.else}> without ${d.if} before it`);
        show = !chainTaken && (attrs.has(d.elif) ? Boolean(interpolate(attrs.get(d.elif) ?? '', scope)) : true);
        chainTaken = chainTaken || show;
        if (attrs.has(d.else)) chainTaken = undefined;
      } else {
        chainTaken = undefined;
      }
      if (!show) continue;
      if (attrs.has(d.for)) {
        const items = interpolate(attrs.get(d.for) ?? '', scope);
        const itemName = attrs.get(d.item) ?? 'item';
        const indexName = attrs.get(d.index) ?? 'index';
        const entries: [unknown, unknown][] = Array.isArray(items)
          ? items.map((item, index) => [item, index])
          : typeof items === 'object' && items !== null
            ? Object.entries(items).map(([key, item]) => [item, key])
            : [];
        for (const [item, index] of entries) out.push(...renderElement(node, { ...scope, [itemName]: item, [indexName]: index }));
      } else {
        out.push(...renderElement(node, scope));
      }
    }
    return out;
  };
  const renderElement = (node: TemplateElement, scope: Record<string, unknown>): RenderedNode[] => {
    const children = renderList(node.children, scope);
    if (node.tag === 'block') return children;
    if (node.tag === 'slot') return [{ kind: 'slot' }];
    const props: Record<string, unknown> = {};
    for (const [name, value] of node.attrs) {
      if (Object.values(d).includes(name)) continue;
      props[name.replace(/^(bind|catch):/, '$1')] = interpolate(value, scope);
    }
    return [{ kind: 'element', tag: node.tag, props, children }];
  };
  return renderList(nodes, data);
}
