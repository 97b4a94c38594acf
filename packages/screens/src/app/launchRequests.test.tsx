import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act } from 'react-test-renderer';
import { api, useGetBannersQuery, useGetHomeBaseQuery, useGetHomeUiQuery } from '@aster/core-api';
import { flushPromises, okAnswer } from '@aster/core-api/testing';
import { HOME_PAGE } from '@aster/core-domain';
import { screenStore } from '@screens/testing/openScreen';
import { sendLaunchRequests } from './launchRequests';

const home = {
  'home/banners': () => okAnswer([]),
  'home/ui': () => okAnswer({ navbarColor: '#ffffff', navbarFontColor: '#000000', color: '#ff6600' }),
  'home/ip-city': () => okAnswer({ cityId: 107, cityName: '上海' }),
  'home/base': () => okAnswer({}),
};
const paths = (transport: ReturnType<typeof screenStore>['transport']) => transport.requests.map((request) => new URL(request.url).pathname.replace('/tapp/v1/', ''));

describe('sendLaunchRequests', () => {
  it("sends the home page's first requests, home/base for a known city and home/ip-city for a first visit", async () => {
    const known = screenStore({ answers: home });
    sendLaunchRequests(known.store.dispatch, HOME_PAGE, 107);
    const firstVisit = screenStore({ answers: home });
    sendLaunchRequests(firstVisit.store.dispatch, HOME_PAGE, 0);
    await act(flushPromises);
    expect(paths(known.transport).sort()).toEqual(['home/banners', 'home/base', 'home/ui']);
    expect(known.transport.requests.find((request) => request.url.includes('home/base'))?.url).toContain('cityId=107');
    expect(paths(firstVisit.transport).sort()).toEqual(['home/banners', 'home/ip-city', 'home/ui']);
    known.store.dispatch(api.util.resetApiState());
    firstVisit.store.dispatch(api.util.resetApiState());
  });

  it('sends nothing for another page, or when the page is not known at launch (the mini-programs)', async () => {
    const { store, transport } = screenStore({ answers: home });
    sendLaunchRequests(store.dispatch, 'pages/house/house_list/index', 107);
    sendLaunchRequests(store.dispatch, null, 107);
    await act(flushPromises);
    expect(transport.requests).toEqual([]);
  });

  it('hands the page its answers without asking again', async () => {
    const { store, transport } = screenStore({ answers: home });
    sendLaunchRequests(store.dispatch, HOME_PAGE, 107);
    await act(flushPromises);
    function HomeQueries() {
      const banners = useGetBannersQuery();
      const ui = useGetHomeUiQuery();
      const base = useGetHomeBaseQuery({ cityId: 107 });
      return <>{[banners, ui, base].every((query) => query.isSuccess) ? 'ready' : 'loading'}</>;
    }
    let page: TestRenderer.ReactTestRenderer | undefined;
    await act(async () => {
      page = TestRenderer.create(<Provider store={store}><HomeQueries /></Provider>);
      await flushPromises();
    });
    expect(page?.toJSON()).toBe('ready');
    expect(transport.requests).toHaveLength(3);
    act(() => page?.unmount());
    store.dispatch(api.util.resetApiState());
  });
});
