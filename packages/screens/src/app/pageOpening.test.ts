import { routeOf } from '@aster/core-domain';
import { openPage } from './pageOpening';

describe('openPage', () => {
  it('decodes each value once, as the mini-programs hand them over percent-encoded, and parses it by name', () => {
    const opening = openPage(routeOf('pages/login_by_phone/index'), { redirectUrl: '%2Fpages%2Fmine%2Findex' });
    expect(opening.params).toEqual({ redirectUrl: '/pages/mine/index' });
  });

  it('gives the page the types its route schema makes of the strings', () => {
    expect(openPage(routeOf('pages/show_image/index'), { urls: '["https://a/1.jpg"]', index: '2' }).params).toEqual({
      urls: '["https://a/1.jpg"]',
      index: 2,
    });
  });

  it('gives null params for a link its route schema refuses', () => {
    expect(openPage(routeOf('pages/contract/pages/reservation_detail/index'), {}).params).toBeNull();
    expect(openPage(routeOf('pages/bill/bill_result/index'), { newOrderNo: 'o1', amount: '1.001' }).params).toBeNull();
  });

  it('keeps the URL the page was opened with, for the login redirect, encoded once', () => {
    const opening = openPage(routeOf('pages/book_room/index'), { houseId: 'h%201', c: '1001' });
    expect(opening.url).toBe('/pages/book_room/index?houseId=h%201&c=1001');
  });

  it('ignores values that are not strings', () => {
    expect(openPage(routeOf('pages/webview/index'), { url: ['a', 'b'] }).params).toEqual({});
  });
});
