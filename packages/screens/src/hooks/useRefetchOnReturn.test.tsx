import * as React from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { useRefetchOnReturn } from './useRefetchOnReturn';

const handlers = new Map<string, () => void>();
jest.mock('remax/macro', () => ({ usePageEvent: (event: string, handler: () => void) => handlers.set(event, handler) }));

function Probe({ refetch }: { refetch: () => void }) {
  useRefetchOnReturn(refetch);
  return null;
}

describe('useRefetchOnReturn', () => {
  it('asks again only when the page is shown after it was hidden, once per return', () => {
    const refetch = jest.fn();
    let renderer: TestRenderer.ReactTestRenderer | undefined;
    act(() => {
      renderer = TestRenderer.create(<Probe refetch={refetch} />);
    });
    const fire = (event: string) => act(() => handlers.get(event)?.());
    fire('onShow');
    expect(refetch).not.toHaveBeenCalled();
    fire('onHide');
    fire('onShow');
    fire('onShow');
    expect(refetch).toHaveBeenCalledTimes(1);
    fire('onHide');
    fire('onShow');
    expect(refetch).toHaveBeenCalledTimes(2);
    renderer?.unmount();
  });
});
