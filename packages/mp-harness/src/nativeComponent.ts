// Native custom components (a page's or component's .json `usingComponents`): a node of such a type is drawn from
// the component's template with its data, the way the platforms draw it, so tests query and tap inside it.
// WeChat: `Component({ properties, data, methods })`, the host's attributes fill the declared properties, the
// component calls `this.triggerEvent(name, detail)` and the host's `bind<name>` / `catch<name>` handler runs.
// Alipay: `Component({ props, data, methods })`, the host's attributes are `this.props`, an `on<Name>` attribute
// naming a page method arrives as a function. Lifecycles run once when an instance is made (WeChat created /
// attached / ready, Alipay onInit / didMount); observers, didUpdate and relations are not run.
import fs from 'node:fs';
import path from 'node:path';
import { parseTemplate, renderTemplate, type RenderedNode, type TemplateNode } from './nativeTemplate';
import { dataset, type HarnessNode, TEXT_NODE_TYPE } from './nodeTree';
import type { Platform } from './types';

type Instance = Record<string, unknown>;

interface ComponentDefinition {
  /** Bundle path without extension, e.g. "/_external/abc/index". */
  file: string;
  config: Instance;
  template: TemplateNode[];
  usingComponents: Map<string, string>;
}

export interface NativeHost {
  readonly platform: Platform;
  readonly distDir: string;
  /** Runs the component's .js and returns what it passed to Component(). */
  loadComponentConfig(file: string): Instance;
  recordError(error: unknown): void;
}

/** Ids of drawn nodes: negative, so they never meet Remax's, and stable while the template draws the same nodes. */
const IDS_PER_COMPONENT = 100_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readUsingComponents(jsonFile: string, fromDir: string): Map<string, string> {
  if (!fs.existsSync(jsonFile)) return new Map();
  const json = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>;
  const using = isRecord(json.usingComponents) ? json.usingComponents : {};
  return new Map(
    Object.entries(using)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[1].startsWith('plugin://'))
      .map(([tag, request]) => [tag, request.startsWith('/') ? path.posix.normalize(request) : path.posix.join(fromDir, request)]),
  );
}

export class NativeComponents {
  private readonly definitions = new Map<string, ComponentDefinition>();
  private readonly pageComponents = new Map<string, Map<string, string>>();

  constructor(private readonly host: NativeHost) {}

  /** The `usingComponents` of a page (route without a leading slash), resolved to bundle paths. */
  forPage(route: string): Map<string, string> {
    let using = this.pageComponents.get(route);
    if (using === undefined) {
      using = readUsingComponents(path.join(this.host.distDir, `${route}.json`), path.posix.dirname(`/${route}`));
      this.pageComponents.set(route, using);
    }
    return using;
  }

  private definition(file: string): ComponentDefinition {
    let found = this.definitions.get(file);
    if (found === undefined) {
      const base = path.join(this.host.distDir, file);
      const templateFile = `${base}.${this.host.platform === 'ali' ? 'axml' : 'wxml'}`;
      if (!fs.existsSync(templateFile)) throw new Error(`Native component ${file} has no ${path.basename(templateFile)}`);
      found = {
        file,
        config: this.host.loadComponentConfig(`${file}.js`),
        template: parseTemplate(fs.readFileSync(templateFile, 'utf8'), templateFile),
        usingComponents: readUsingComponents(`${base}.json`, path.posix.dirname(file)),
      };
      this.definitions.set(file, found);
    }
    return found;
  }

  /**
   * Gives every node whose type names a component in `using` the nodes its template draws as children (the
   * host's own children go where the template has a <slot>). `instances` keeps each drawn component's instance
   * by host id, for the life of the page; `ownerOf` says whose methods a node's handlers name.
   */
  expand(
    roots: HarnessNode[],
    using: Map<string, string>,
    instances: Map<number, ComponentInstance>,
    pageInstance: Instance,
  ): HarnessNode[] {
    const visit = (node: HarnessNode, scope: Map<string, string>, owner: Instance) => {
      const file = scope.get(node.type);
      if (file === undefined) {
        node.children.forEach((c) => visit(c, scope, owner));
        return;
      }
      const definition = this.definition(file);
      let instance = instances.get(node.id);
      if (instance === undefined || instance.file !== file) {
        instance = new ComponentInstance(definition, this.host, node, owner);
        instances.set(node.id, instance);
      }
      instance.receive(node, owner);
      const slotted = node.children;
      slotted.forEach((c) => visit(c, scope, owner));
      let next = 0;
      const toNode = (rendered: RenderedNode, parent: HarnessNode): HarnessNode[] => {
        if (rendered.kind === 'slot') return slotted;
        next += 1;
        const built: HarnessNode = {
          id: -(node.id * IDS_PER_COMPONENT + next),
          type: rendered.kind === 'text' ? TEXT_NODE_TYPE : rendered.tag,
          props: rendered.kind === 'text' ? {} : rendered.props,
          children: [],
        };
        if (rendered.kind === 'text') built.text = rendered.text;
        Object.defineProperty(built, 'parent', { value: parent, enumerable: false });
        Object.defineProperty(built, 'owner', { value: { instance: instance.self }, enumerable: false });
        if (rendered.kind === 'element') built.children = rendered.children.flatMap((c) => toNode(c, built));
        return [built];
      };
      const drawn = renderTemplate(definition.template, instance.renderData(), this.host.platform).flatMap((r) => toNode(r, node));
      for (const child of drawn) {
        if (child.type !== TEXT_NODE_TYPE) visit(child, definition.usingComponents, instance.self);
      }
      node.children = drawn;
    };
    roots.forEach((root) => visit(root, using, pageInstance));
    return roots;
  }
}

/** One drawn component: its data, its methods bound to it, and the platform's calls it makes. */
export class ComponentInstance {
  readonly self: Instance;
  readonly file: string;
  private host: HarnessNode;
  private parentOwner: Instance;
  private ownData: Record<string, unknown>;
  private readonly config: Instance;

  constructor(
    definition: ComponentDefinition,
    private readonly env: NativeHost,
    host: HarnessNode,
    parentOwner: Instance,
  ) {
    this.file = definition.file;
    this.host = host;
    this.parentOwner = parentOwner;
    const config = definition.config;
    this.config = config;
    this.ownData = isRecord(config.data) ? structuredClone(config.data) : {};
    const methods = isRecord(config.methods) ? config.methods : {};
    const self: Instance = { is: definition.file.replace(/^\//, '') };
    for (const [name, method] of Object.entries(methods)) if (typeof method === 'function') self[name] = method;
    self.setData = (patch: unknown) => {
      if (isRecord(patch)) Object.assign(this.ownData, patch);
      this.sync();
    };
    if (env.platform === 'wechat') self.triggerEvent = (name: unknown, detail: unknown) => this.triggerEvent(String(name), detail);
    this.self = self;
    this.sync();
    const lifetimes = isRecord(config.lifetimes) ? config.lifetimes : {};
    const hooks = env.platform === 'ali' ? ['onInit', 'didMount'] : ['created', 'attached', 'ready'];
    for (const hook of hooks) {
      const fn = lifetimes[hook] ?? config[hook];
      if (typeof fn === 'function') {
        try {
          fn.call(self);
        } catch (error) {
          env.recordError(error);
        }
      }
    }
  }

  /** The host node as the page now draws it (its attributes are the component's properties / props). */
  receive(host: HarnessNode, parentOwner: Instance): void {
    this.host = host;
    this.parentOwner = parentOwner;
    this.sync();
  }

  renderData(): Record<string, unknown> {
    return this.self.data as Record<string, unknown>;
  }

  private sync(): void {
    const config = this.config;
    if (this.env.platform === 'ali') {
      const props: Record<string, unknown> = isRecord(config.props) ? { ...config.props } : {};
      for (const [key, value] of Object.entries(this.host.props)) {
        props[key] = /^on[A-Z]/.test(key) && typeof value === 'string' ? this.handlerOf(value) : value;
      }
      this.self.props = props;
      // Alipay's templates read props as `props.x` and data by name.
      this.self.data = { ...this.ownData, props, $id: this.host.id };
      return;
    }
    const declared = isRecord(config.properties) ? config.properties : {};
    const properties: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(declared)) {
      const given = this.host.props[name];
      properties[name] = given !== undefined ? given : isRecord(spec) && 'value' in spec ? spec.value : null;
    }
    this.self.properties = properties;
    this.self.data = { ...this.ownData, ...properties };
  }

  /** An `on<Name>` prop naming a method of the page (or of the component drawing this one) becomes that method. */
  private handlerOf(method: string): (...args: unknown[]) => unknown {
    return (...args: unknown[]) => {
      const handler = this.parentOwner[method];
      if (typeof handler !== 'function') throw new Error(`Handler ${method} of <${this.host.type}> is not on its owner`);
      return (handler as (...a: unknown[]) => unknown).apply(this.parentOwner, args);
    };
  }

  /** WeChat: the host's bind<name> / catch<name> handler gets the event (a custom event does not bubble). */
  private triggerEvent(name: string, detail: unknown): void {
    const method = this.host.props[`catch${name}`] ?? this.host.props[`bind${name}`];
    if (typeof method !== 'string') return;
    const target = { id: String(this.host.props.id ?? ''), offsetLeft: 0, offsetTop: 0, dataset: dataset(this.host) };
    this.handlerOf(method)({ type: name, timeStamp: Date.now(), target, currentTarget: target, detail: detail ?? {} });
  }
}
