import * as React from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { storage } from '../platform/storage';
import { LARGE_TEXT_KEY, largeTextOn, setLargeText, useLargeText } from './largeText';
import { Page } from './Page';
import { SwitchCell } from './SwitchCell';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));
jest.mock('./kit.css', () => ({}));
jest.mock('./largeText.css', () => ({}));
jest.mock('./PrivacySheet', () => ({ PrivacySheet: () => null }));

/** A settings-like page: the switch inside the kit's Page, as user_setting draws it. */
function Settings() {
  const on = useLargeText();
  return (
    <Page>
      <SwitchCell title="长辈模式" on={on} onChange={setLargeText} testId="large" />
    </Page>
  );
}

/** Rendered inside act, so the pages' effects (their subscription to the mode) have run. */
function create(element: React.ReactElement): TestRenderer.ReactTestRenderer {
  let renderer!: TestRenderer.ReactTestRenderer;
  act(() => {
    renderer = TestRenderer.create(element);
  });
  return renderer;
}

const pageClass = (renderer: TestRenderer.ReactTestRenderer) => String(renderer.root.findAll((node) => String(node.props.className ?? '').includes('ak-page'))[0]?.props.className);

describe('长辈模式 (large-text mode)', () => {
  beforeEach(() => storage.remove(LARGE_TEXT_KEY));

  it('is off until the tenant switches it on, then every page draws large at once', async () => {
    const renderer = create(<Settings />);
    const other = create(<Page>首页</Page>);
    const toggle = renderer.root.find((node) => node.props['data-testid'] === 'large');
    expect(toggle.props.role).toBe('switch');
    expect(toggle.props['aria-checked']).toBe(false);
    expect(toggle.props['wechat-aria-role']).toBe('switch');
    expect(pageClass(other)).not.toContain('ak-page--large');

    await act(async () => toggle.props.onTap());
    expect(renderer.root.find((node) => node.props['data-testid'] === 'large').props['aria-checked']).toBe(true);
    expect(pageClass(renderer)).toContain('ak-page--large');
    expect(pageClass(other)).toContain('ak-page--large');
    expect(storage.get(LARGE_TEXT_KEY)).toBe('on');
  });

  it('is remembered by the device: a relaunch reads it back, switching off forgets it', async () => {
    // What an earlier launch left in the device's storage.
    storage.set(LARGE_TEXT_KEY, 'on');
    const renderer = create(<Settings />);
    expect(pageClass(renderer)).toContain('ak-page--large');

    await act(async () => renderer.root.find((node) => node.props['data-testid'] === 'large').props.onTap());
    expect(pageClass(renderer)).not.toContain('ak-page--large');
    expect(storage.get(LARGE_TEXT_KEY)).toBeNull();
    expect(largeTextOn()).toBe(false);
  });
});
