import { act, type ReactTestInstance, type ReactTestRenderer, type ReactTestRendererJSON } from 'react-test-renderer';

// Helpers for jest tests that render a screen with react-test-renderer (host components mocked as plain elements).

/** Every text of a rendered tree, in order. */
export function texts(node: ReactTestRendererJSON | ReactTestRendererJSON[] | string | null): string[] {
  if (node === null) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  return (node.children ?? []).flatMap(texts);
}

/** The text of one element and its children, joined. */
export function textOf(node: ReactTestInstance | string): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** Taps the innermost element with an onTap whose text is `text`, as the tenant would. */
export async function tapText(renderer: ReactTestRenderer, text: string): Promise<void> {
  const [target] = renderer.root.findAll((node) => typeof node.props.onTap === 'function' && textOf(node) === text).reverse();
  if (target === undefined) throw new Error(`nothing to tap reads ${text}`);
  await act(async () => {
    (target.props.onTap as () => void)();
  });
}
