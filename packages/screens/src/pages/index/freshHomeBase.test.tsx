import * as React from 'react';
import { okAnswer } from '@aster/core-api/testing';
import { View } from 'remax/one';
import { openScreen } from '@screens/testing/openScreen';
import { forgetHomeBaseHashes, useFreshHomeBase } from './freshHomeBase';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));

const BASE = { iconConfig: [{ identification: 1, name: '整租', iconUrl: 'https://api.test/icon.svg' }], adList: [], mineContracts: [], mineActivities: [] };

function Home() {
  const { base, checkHash, reload } = useFreshHomeBase(107, false);
  return (
    <View data-testid="home" data-icons={base.data?.iconConfig.length ?? 0}>
      <View data-testid="show" onTap={checkHash} />
      <View data-testid="reload" onTap={() => void reload?.()} />
    </View>
  );
}

describe('home/base kept and checked by home/base-hash', () => {
  beforeEach(() => forgetHomeBaseHashes());

  it('asks the hash once the base is there, and the base again only when the hash changed', async () => {
    let hash = 'h1';
    const page = await openScreen(Home, { answers: { 'home/base-hash': () => okAnswer({ hash }), 'home/base': () => okAnswer(BASE) } });
    await page.settle();
    expect(page.sent('home/base')).toHaveLength(1);
    expect(page.sent('home/base-hash')).toHaveLength(1);
    expect(new URL(page.sent('home/base-hash')[0]?.url ?? '').searchParams.get('cityId')).toBe('107');

    // Shown again, nothing changed: one more hash, no base.
    await page.tap('show');
    await page.settle();
    expect(page.sent('home/base-hash')).toHaveLength(2);
    expect(page.sent('home/base')).toHaveLength(1);

    // The operator changed the home page: the next show reloads the base, once.
    hash = 'h2';
    await page.tap('show');
    await page.settle();
    expect(page.sent('home/base-hash')).toHaveLength(3);
    expect(page.sent('home/base')).toHaveLength(2);
    await page.tap('show');
    await page.settle();
    expect(page.sent('home/base')).toHaveLength(2);
    page.unmount();
  });

  it('reload (pull-down, login, logout) asks both afresh and takes the new hash as the held one', async () => {
    let hash = 'h1';
    const page = await openScreen(Home, { answers: { 'home/base-hash': () => okAnswer({ hash }), 'home/base': () => okAnswer(BASE) } });
    await page.settle();
    hash = 'h2';
    await page.tap('reload');
    await page.settle();
    expect(page.sent('home/base')).toHaveLength(2);
    expect(page.sent('home/base-hash')).toHaveLength(2);
    await page.tap('show');
    await page.settle();
    // h2 came with the reloaded base: no third base.
    expect(page.sent('home/base')).toHaveLength(2);
    page.unmount();
  });
});
