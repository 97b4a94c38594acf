import * as React from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { Checkbox, CheckboxLink } from './Checkbox';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));
jest.mock('./kit.css', () => ({}));

/** A tap the way the platforms deliver it: on the target, then on each parent until one stops it. */
function tapBubbling(renderer: TestRenderer.ReactTestRenderer, testId: string) {
  let node: TestRenderer.ReactTestInstance | null = renderer.root.find((candidate) => candidate.props['data-testid'] === testId);
  let stopped = false;
  const event = { stopPropagation: () => (stopped = true) };
  act(() => {
    while (node !== null && !stopped) {
      if (typeof node.props.onTap === 'function') node.props.onTap(event);
      node = node.parent;
    }
  });
}

function agreement() {
  const changes: boolean[] = [];
  const opened: string[] = [];
  const renderer = TestRenderer.create(
    <Checkbox checked={false} label="我已阅读并同意预订协议" testId="agree" onChange={(checked) => changes.push(checked)}>
      <text data-testid="agree-words">我已阅读并同意</text>
      <CheckboxLink label="查看预订协议" testId="agree-link" onOpen={() => opened.push('预订协议')}>
        《预订协议》
      </CheckboxLink>
    </Checkbox>,
  );
  return { renderer, changes, opened };
}

describe('Checkbox', () => {
  it('ticks from its text as well as from its box, once per tap', () => {
    const { renderer, changes } = agreement();
    tapBubbling(renderer, 'agree-words');
    tapBubbling(renderer, 'agree');
    tapBubbling(renderer, 'agree-row');
    expect(changes).toEqual([true, true, true]);
  });

  it('opens the agreement from its name and leaves the box as it was', () => {
    const { renderer, changes, opened } = agreement();
    tapBubbling(renderer, 'agree-link');
    expect(opened).toEqual(['预订协议']);
    expect(changes).toEqual([]);
  });

  it('names the box for a screen reader', () => {
    const { renderer } = agreement();
    const box = renderer.root.find((candidate) => candidate.props['data-testid'] === 'agree');
    expect(box.props).toMatchObject({ role: 'checkbox', 'aria-checked': false, 'aria-label': '我已阅读并同意预订协议' });
  });
});
