import * as React from 'react';
import TestRenderer, { act, type ReactTestRenderer, type ReactTestRendererJSON } from 'react-test-renderer';
import { HouseMap } from './HouseMap.web';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Button: 'button' }));
jest.mock('../kit.css', () => ({}));
jest.mock('./map.css', () => ({}));
jest.mock('leaflet/dist/leaflet.css', () => ({}), { virtual: true });
// The page chunk that carries Leaflet does not arrive (a dropped connection on a phone).
let leafletLoads = 0;
jest.mock('leaflet', () => {
  leafletLoads += 1;
  throw new Error('Loading chunk leaflet failed');
});

function texts(node: ReactTestRendererJSON | ReactTestRendererJSON[] | string | null): string[] {
  if (node === null) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  return (node.children ?? []).flatMap(texts);
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setImmediate(resolve));
  });
}

it('says the map did not load and loads it again on 重新加载', async () => {
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(<HouseMap center={{ lat: 31.23, lon: 121.47 }} zoom={12} pins={[]} testId="map" />);
  });
  await settle();
  const shown = () => texts(renderer!.toJSON());
  expect(shown()).toContain('地图加载失败，请检查网络后重试');
  expect(leafletLoads).toBe(1);

  const [retry] = renderer!.root.findAll((node) => typeof node.props.onTap === 'function');
  await act(async () => {
    retry!.props.onTap();
  });
  await settle();
  expect(leafletLoads).toBe(2);
  expect(shown()).toContain('地图加载失败，请检查网络后重试');
});
