// A page as a test meets it: its rendered node tree, queries over it, and taps / inputs dispatched the
// way the platform would (handler method names read from the node's bind* / on* props).
import type { MiniProgram } from './miniProgram';
import type { ComponentInstance } from './nativeComponent';
import {
  classList,
  dataset,
  describeNode,
  findNodesByText,
  type HarnessNode,
  outline,
  textContent,
  type TextMatcher,
  walkNodes,
} from './nodeTree';
import type { SetDataRecord } from './types';

export interface PageRecord {
  route: string;
  query: Record<string, string>;
  instance: Record<string, unknown>;
  setDataLog: SetDataRecord[];
  title: string | undefined;
  unloaded: boolean;
  /** The native components drawn on the page, by the id of their host node. */
  components: Map<number, ComponentInstance>;
}

export interface DispatchOptions {
  /** Whether the event bubbles to ancestors (default: tap, longpress / longTap and touch events do). */
  bubbles?: boolean;
  /** The touch points of a touch event (a canvas reports x and y inside itself), as the platform hands them. */
  touches?: readonly Record<string, number>[];
}

const BUBBLING = new Set(['tap', 'longpress', 'longTap', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'touchStart', 'touchMove', 'touchEnd', 'touchCancel']);

export class HarnessPage {
  constructor(
    private readonly app: MiniProgram,
    private readonly record: PageRecord,
  ) {}

  get route(): string {
    return this.record.route;
  }

  get query(): Record<string, string> {
    return this.record.query;
  }

  /** The raw page instance the bundle works with. */
  get instance(): Record<string, unknown> {
    return this.record.instance;
  }

  /** Title set through setNavigationBarTitle / my.setNavigationBar. */
  get title(): string | undefined {
    return this.record.title;
  }

  get unloaded(): boolean {
    return this.record.unloaded;
  }

  /** This page's setData / $spliceData calls. */
  get setDataLog(): SetDataRecord[] {
    return this.record.setDataLog;
  }

  /** The first setData of the page: Remax ships the whole first render in it. */
  get firstRender(): SetDataRecord | undefined {
    return this.record.setDataLog[0];
  }

  /** The merged page data (a copy). */
  data(): Record<string, unknown> {
    return JSON.parse(JSON.stringify(this.record.instance.data ?? {})) as Record<string, unknown>;
  }

  /** The page's nodes, native components drawn from their templates (their nodes have negative ids). */
  tree(): HarnessNode[] {
    return this.app.drawTree(this.record);
  }

  /** All text on the page, in document order. */
  text(): string {
    return this.tree().map(textContent).join('');
  }

  outline(): string {
    return outline(this.tree());
  }

  findAll(predicate: (node: HarnessNode) => boolean): HarnessNode[] {
    return walkNodes(this.tree()).filter(predicate);
  }

  findAllByText(matcher: TextMatcher, options: { exact?: boolean } = {}): HarnessNode[] {
    return findNodesByText(this.tree(), matcher, options.exact ?? true);
  }

  queryByText(matcher: TextMatcher, options: { exact?: boolean } = {}): HarnessNode | undefined {
    return this.single(this.findAllByText(matcher, options), `text ${String(matcher)}`, false);
  }

  findByText(matcher: TextMatcher, options: { exact?: boolean } = {}): HarnessNode {
    return this.single(this.findAllByText(matcher, options), `text ${String(matcher)}`, true) as HarnessNode;
  }

  findAllByClass(className: string): HarnessNode[] {
    return this.findAll((node) => classList(node).includes(className));
  }

  findByClass(className: string): HarnessNode {
    return this.single(this.findAllByClass(className), `class "${className}"`, true) as HarnessNode;
  }

  findAllByTestId(testId: string): HarnessNode[] {
    return this.findAll((node) => node.props['data-testid'] === testId);
  }

  queryByTestId(testId: string): HarnessNode | undefined {
    return this.single(this.findAllByTestId(testId), `data-testid "${testId}"`, false);
  }

  findByTestId(testId: string): HarnessNode {
    return this.single(this.findAllByTestId(testId), `data-testid "${testId}"`, true) as HarnessNode;
  }

  findAllByType(type: string): HarnessNode[] {
    return this.findAll((node) => node.type === type);
  }

  /** Taps a node (or the node with this text); the tap bubbles to ancestors; resolves once settled. */
  async tap(target: HarnessNode | string): Promise<void> {
    const node = typeof target === 'string' ? this.findByText(target) : target;
    this.dispatch(node, 'tap', { x: 0, y: 0 });
    await this.app.settle();
  }

  /** The input or textarea with this data-testid, or else with this placeholder. */
  findInput(testIdOrPlaceholder: string): HarnessNode {
    const fields = this.findAll((n) => n.type === 'input' || n.type === 'textarea');
    const byTestId = fields.filter((n) => n.props['data-testid'] === testIdOrPlaceholder);
    const matches = byTestId.length > 0 ? byTestId : fields.filter((n) => n.props.placeholder === testIdOrPlaceholder);
    return this.single(matches, `input "${testIdOrPlaceholder}" (data-testid or placeholder)`, true) as HarnessNode;
  }

  /** Types `value` into an input or textarea (one input event carrying the whole value). */
  async input(target: HarnessNode | string, value: string): Promise<void> {
    const node = typeof target === 'string' ? this.findInput(target) : target;
    this.dispatch(node, 'input', { value, cursor: value.length, keyCode: 0 });
    await this.app.settle();
  }

  /**
   * Fires a platform event at a node: WeChat names (tap, input, confirm, change, scrolltolower) map to
   * bind* / catch* props, Alipay names (tap, input, confirm, change, scrollToLower) to on* / catch* props.
   * Returns the handler's result for the target's own handler (WeChat inputs use it as the new value).
   */
  dispatch(target: HarnessNode, type: string, detail: Record<string, unknown> = {}, options: DispatchOptions = {}): unknown {
    const node = this.current(target);
    const bubbles = options.bubbles ?? BUBBLING.has(type);
    const isAli = this.app.platform === 'ali';
    const suffix = isAli ? type.charAt(0).toUpperCase() + type.slice(1) : type.toLowerCase();
    const bindKey = isAli ? `on${suffix}` : `bind${suffix}`;
    const catchKey = `catch${suffix}`;
    const targetInfo = { id: String(node.props.id ?? ''), offsetLeft: 0, offsetTop: 0, dataset: dataset(node), ...(isAli ? { targetDataset: dataset(node) } : {}) };
    let handled = false;
    let result: unknown;
    for (let current: HarnessNode | undefined = node; current; current = bubbles ? current.parent : undefined) {
      const caught = current.props[catchKey];
      const method = typeof caught === 'string' ? caught : current.props[bindKey];
      if (typeof method !== 'string') continue;
      // A node drawn by a native component names that component's methods.
      const owner = current.owner?.instance ?? this.record.instance;
      const handler = owner[method];
      if (typeof handler !== 'function') {
        throw new Error(`Handler ${method} of ${describeNode(current)} is not on the ${current.owner ? 'component' : 'page'} instance`);
      }
      const event = {
        type,
        timeStamp: Date.now(),
        target: targetInfo,
        currentTarget: { id: String(current.props.id ?? ''), offsetLeft: 0, offsetTop: 0, dataset: dataset(current) },
        detail,
        touches: options.touches ?? [],
        changedTouches: options.touches ?? [],
      };
      const value: unknown = handler.call(owner, event);
      if (!handled) result = value;
      handled = true;
      if (typeof caught === 'string') break;
    }
    if (!handled) throw new Error(`No ${type} handler on ${describeNode(node)}${bubbles ? ' or its ancestors' : ''}`);
    return result;
  }

  /** Calls a page lifecycle or event method of the bundle, e.g. onPullDownRefresh, onReachBottom. */
  async trigger(method: string, ...args: unknown[]): Promise<void> {
    const fn = this.record.instance[method];
    if (typeof fn !== 'function') throw new Error(`The page has no ${method}`);
    fn.apply(this.record.instance, args);
    await this.app.settle();
  }

  // The tree is rebuilt from data on every read: find the node's current version by id.
  private current(node: HarnessNode): HarnessNode {
    const found = walkNodes(this.tree()).find((n) => n.id === node.id && n.type === node.type);
    if (!found) throw new Error(`${describeNode(node)} is no longer on page ${this.route}`);
    return found;
  }

  private single(nodes: HarnessNode[], what: string, required: boolean): HarnessNode | undefined {
    if (nodes.length > 1) {
      throw new Error(`${nodes.length} nodes match ${what} on ${this.route}: ${nodes.map(describeNode).join(', ')}`);
    }
    if (nodes.length === 0 && required) throw new Error(`No node matches ${what} on ${this.route}. The page:\n${this.outline()}`);
    return nodes[0];
  }
}
