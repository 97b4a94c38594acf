import * as React from 'react';
import { Provider } from 'react-redux';
import { tapText, texts } from '@screens/testing/renderedText';
import TestRenderer, { act, type ReactTestRenderer } from 'react-test-renderer';
import { configureStore } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, routeOf, sessionReducer } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { PAGE_TEXT, type PageProps, definePage } from './definePage';

// The query the page opened with, as remax's useQuery hands it over.
let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
// Host components of @remax/one as plain elements; the test reads their text and taps their onTap.
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Button: 'button' }));
jest.mock('../ui/kit.css', () => ({}));
jest.mock('../ui/PrivacySheet', () => ({ PrivacySheet: () => null }));




async function open(page: React.ComponentType, query: Record<string, string>, session: 'guest' | 'tenant') {
  mockQuery = query;
  const store = configureStore({ reducer: { session: sessionReducer } });
  if (session === 'tenant') store.dispatch(loggedIn({ token: 't', userId: 'u1', openId: null }));
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>{React.createElement(page)}</Provider>,
    );
  });
  if (renderer === undefined) throw new Error('not rendered');
  return { renderer, store, shown: () => texts(renderer!.toJSON()) };
}

const seen: unknown[] = [];
function BookRoomScreen({ params }: PageProps<'pages/book_room/index'>) {
  seen.push(params);
  return <>{`看房 ${params.houseId}`}</>;
}
const BookRoom = definePage('pages/book_room/index', BookRoomScreen);
const HouseList = definePage('pages/house/house_list/index', ({ params }) => <>{`类型 ${String(params.rentalType)}`}</>);

beforeEach(async () => {
  seen.length = 0;
  await navigation.reLaunch('/pages/index/index');
});

describe('definePage: the login guard', () => {
  it('sends a guest to the login page with the page as redirectUrl, and renders nothing private', async () => {
    await navigation.navigateTo('/pages/book_room/index?houseId=h%201');
    const { shown } = await open(BookRoom, { houseId: 'h%201' }, 'guest');
    expect(shown()).toEqual(['正在前往登录…']);
    expect(seen).toEqual([]);
    expect(navigation.currentPage()).toBe('/pages/login_by_phone/index?redirectUrl=%2Fpages%2Fbook_room%2Findex%3FhouseId%3Dh%25201');
  });

  it('opens the screen for a tenant, with the params its route parses', async () => {
    const { shown } = await open(BookRoom, { houseId: 'h1', c: '1001' }, 'tenant');
    expect(shown()).toEqual(['看房 h1']);
    expect(seen).toEqual([{ houseId: 'h1' }]);
    expect(navigation.currentPage()).toBe('/pages/index/index');
  });

  it('lets a guest open a page the table leaves public', async () => {
    expect(routeOf('pages/house/house_list/index').needsLogin).toBe(false);
    const { shown } = await open(HouseList, { rentalType: '2' }, 'guest');
    expect(shown()).toEqual(['类型 2']);
    expect(navigation.currentPage()).toBe('/pages/index/index');
  });

  it('stops showing the private screen when the tenant logs out on it', async () => {
    const { shown, store } = await open(BookRoom, { houseId: 'h1' }, 'tenant');
    await act(async () => {
      store.dispatch(loggedOut());
    });
    expect(shown()).not.toContain('看房 h1');
  });
});

describe('definePage: params', () => {
  it('shows the route message for a link its schema refuses, and a way out', async () => {
    await navigation.navigateTo('/pages/book_room/index');
    const { renderer, shown } = await open(BookRoom, {}, 'tenant');
    expect(shown()).toEqual(['房源信息有误，请返回重新选择', PAGE_TEXT.back]);
    expect(renderer.root.findAll((node) => node.props.className === 'ak-icon ak-icon-circle-alert ak-icon--large')).toHaveLength(1);
    expect(seen).toEqual([]);
    await tapText(renderer, PAGE_TEXT.back);
    expect(navigation.currentPage()).toBe('/pages/index/index');
  });

  it('keeps the params the page opened with when a later query arrives (H5 keeps earlier pages mounted)', async () => {
    const { renderer, store } = await open(BookRoom, { houseId: 'h1' }, 'tenant');
    mockQuery = { houseId: 'h2' };
    await act(async () => {
      renderer.update(<Provider store={store}>{React.createElement(BookRoom)}</Provider>);
    });
    expect(seen).toEqual([{ houseId: 'h1' }, { houseId: 'h1' }]);
  });

  it('opens afresh with the new query when its own path is shown again with it (H5 keeps one instance per path)', async () => {
    await navigation.navigateTo('/pages/book_room/index?houseId=h1');
    const { renderer, store } = await open(BookRoom, { houseId: 'h1' }, 'tenant');
    await navigation.navigateTo('/pages/book_room/index?houseId=h2');
    mockQuery = { houseId: 'h2' };
    await act(async () => {
      renderer.update(<Provider store={store}>{React.createElement(BookRoom)}</Provider>);
    });
    expect(seen).toEqual([{ houseId: 'h1' }, { houseId: 'h2' }]);
    expect(texts(renderer.toJSON())).toContain('看房 h2');
  });
});

describe('definePage: the error boundary', () => {
  it('shows a retry instead of a blank page when the screen throws, and renders again on retry', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Flaky = definePage('pages/mine/index', () => {
      if (broken) throw new Error('boom');
      return <>{'我的'}</>;
    });
    const { renderer, shown } = await open(Flaky, {}, 'tenant');
    expect(shown()).toContain(PAGE_TEXT.crashed);
    broken = false;
    await tapText(renderer, '重新加载');
    expect(shown()).toEqual(['我的']);
    quiet.mockRestore();
  });
});
