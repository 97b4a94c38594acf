import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act } from 'react-test-renderer';
import { api, homeApi, useGetBannersQuery } from '@aster/core-api';
import { flushPromises, okAnswer } from '@aster/core-api/testing';
import { screenStore } from '@screens/testing/openScreen';
import { useRequestBeforePaint } from './useRequestBeforePaint';

const newStore = () => screenStore({ answers: { 'home/banners': () => okAnswer([]) } });

function BannersOnly() {
  useGetBannersQuery();
  return null;
}

function BannersBeforePaint() {
  useRequestBeforePaint((send) => [send(homeApi.endpoints.getBanners.initiate())]);
  useGetBannersQuery();
  return null;
}

const bannersStatus = (store: ReturnType<typeof newStore>['store']) =>
  Object.values(store.getState().api.queries).find((entry) => entry?.endpointName === 'getBanners')?.status ?? 'uninitialized';

describe('useRequestBeforePaint', () => {
  // React 17 runs layout effects as it commits and useEffect later (after the browser paints): a render outside
  // act() stops between the two.
  it('has the request on its way when the page is committed, where a query hook alone has not asked yet', () => {
    const alone = newStore();
    const plain = TestRenderer.create(<Provider store={alone.store}><BannersOnly /></Provider>);
    expect(bannersStatus(alone.store)).toBe('uninitialized');

    const early = newStore();
    const page = TestRenderer.create(<Provider store={early.store}><BannersBeforePaint /></Provider>);
    expect(bannersStatus(early.store)).toBe('pending');

    act(() => {
      plain.unmount();
      page.unmount();
    });
    alone.store.dispatch(api.util.resetApiState());
    early.store.dispatch(api.util.resetApiState());
  });

  it('sends the request once with the query hook asking too, and lets its subscription go when the page closes', async () => {
    const { store, transport } = newStore();
    const released = jest.fn();
    function Page() {
      useRequestBeforePaint((send) => {
        const banners = send(homeApi.endpoints.getBanners.initiate());
        return [{ unsubscribe: () => (released(), banners.unsubscribe()) }];
      });
      useGetBannersQuery();
      return null;
    }
    let page: TestRenderer.ReactTestRenderer | undefined;
    await act(async () => {
      page = TestRenderer.create(<Provider store={store}><Page /></Provider>);
      await flushPromises();
    });
    expect(transport.requests.filter((request) => request.url.includes('home/banners'))).toHaveLength(1);
    expect(bannersStatus(store)).toBe('fulfilled');
    expect(released).not.toHaveBeenCalled();
    act(() => page?.unmount());
    expect(released).toHaveBeenCalledTimes(1);
    store.dispatch(api.util.resetApiState());
  });
});
