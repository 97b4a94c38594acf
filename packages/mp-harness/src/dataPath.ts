// Applies setData / $spliceData payloads the way the mini-program runtimes do: keys are data paths
// ("root.nodes.12.props.class", "root.children.0.children[2].props.value"), values replace what is there.

export type DataPathSegment = { key: string; index: boolean };

export function parseDataPath(path: string): DataPathSegment[] {
  const segments: DataPathSegment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]/g;
  let consumed = 0;
  for (const match of path.matchAll(pattern)) {
    const between = path.slice(consumed, match.index);
    // A name follows a dot (none before the first); an index follows its array directly.
    const expected = segments.length === 0 || match[2] !== undefined ? '' : '.';
    if (between !== expected) throw new Error(`Bad data path "${path}"`);
    if (match[2] !== undefined) segments.push({ key: match[2], index: true });
    else segments.push({ key: match[1] ?? '', index: false });
    consumed = match.index + match[0].length;
  }
  if (segments.length === 0 || consumed !== path.length) throw new Error(`Bad data path "${path}"`);
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function child(container: Container, key: string): unknown {
  return (container as Record<string, unknown>)[key];
}

function assign(container: Container, key: string, value: unknown): void {
  (container as Record<string, unknown>)[key] = value;
}

// Walks to the parent of the last segment, creating objects (or arrays for "[n]" segments) on the way.
function parentOf(data: Record<string, unknown>, segments: DataPathSegment[]): Container {
  let current: Container = data;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as DataPathSegment;
    const next = segments[i + 1] as DataPathSegment;
    let value = child(current, segment.key);
    if (!isContainer(value)) {
      value = next.index ? [] : {};
      assign(current, segment.key, value);
    }
    current = value as Container;
  }
  return current;
}

export function applySetData(data: Record<string, unknown>, payload: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(payload)) {
    const segments = parseDataPath(path);
    const last = segments[segments.length - 1] as DataPathSegment;
    assign(parentOf(data, segments), last.key, value);
  }
}

// Alipay: { "root.children.0.children": [start, deleteCount, ...items] } splices the array at that path.
export function applySpliceData(data: Record<string, unknown>, payload: Record<string, unknown>): void {
  for (const [path, args] of Object.entries(payload)) {
    if (!Array.isArray(args) || typeof args[0] !== 'number' || typeof args[1] !== 'number') {
      throw new Error(`$spliceData("${path}") needs [start, deleteCount, ...items]`);
    }
    const segments = parseDataPath(path);
    const last = segments[segments.length - 1] as DataPathSegment;
    const parent = parentOf(data, segments);
    let target = child(parent, last.key);
    if (!Array.isArray(target)) {
      target = [];
      assign(parent, last.key, target);
    }
    const [start, deleteCount, ...items] = args as [number, number, ...unknown[]];
    (target as unknown[]).splice(start, deleteCount, ...items);
  }
}
