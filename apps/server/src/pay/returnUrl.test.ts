import { appReturnPath, withPayResult } from './returnUrl';

const origin = 'http://127.0.0.1:8080';

describe('card payment return URLs', () => {
  it('keeps paths of the app under /aster/, relative or on this origin', () => {
    expect(appReturnPath('/aster/#/pages/bill/bill_result/index?newOrderNo=1', origin)).toBe('/aster/#/pages/bill/bill_result/index?newOrderNo=1');
    expect(appReturnPath('http://127.0.0.1:8080/aster/done?x=1', origin)).toBe('/aster/done?x=1');
  });

  it.each(['https://evil.example/aster/', '//evil.example/aster/', '/aster', '/other/aster/', '/aster/../admin', 'javascript:alert(1)', '/aster/\\evil', '/aster/\nx', '', 'http://127.0.0.1:9090/aster/'])(
    'refuses %j',
    (url) => {
      expect(appReturnPath(url, origin)).toBeNull();
    },
  );

  it('appends the outcome with ? or &', () => {
    expect(withPayResult('/aster/done', 'cancel')).toBe('/aster/done?payResult=cancel');
    expect(withPayResult('/aster/#/p?a=1', 'success')).toBe('/aster/#/p?a=1&payResult=success');
  });
});
