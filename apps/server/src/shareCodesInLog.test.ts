import { redactUrl } from './server';

// Issue 39: share codes were written to the request log.
describe('the request log line of a call carrying a share code', () => {
  it('hides both parts of a lock share link and a page link code in the query', () => {
    expect(redactUrl('/tapp/v1/intelligent/locks/share-info?shareId=Ab12Cd34Ef56&shortLink=x7Y8z9')).toBe('/tapp/v1/intelligent/locks/share-info?shareId=***&shortLink=***');
    expect(redactUrl('/aster/pages/minipay/index?code=ASTERPAY26')).toBe('/aster/pages/minipay/index?code=***');
  });

  it('hides a code that is a path parameter, keeping the rest of the path and the query', () => {
    expect(redactUrl('/tapp/v1/coupon/shared/Zq3-secret_code-77')).toBe('/tapp/v1/coupon/shared/***');
    expect(redactUrl('/tapp/v1/coupon/shared/Zq3-secret_code-77/claim?x=1')).toBe('/tapp/v1/coupon/shared/***/claim?x=1');
    expect(redactUrl('/tapp/v1/identity/company-share/AbCdEf123456')).toBe('/tapp/v1/identity/company-share/***');
  });

  it('leaves paths without a code as they are', () => {
    expect(redactUrl('/tapp/v1/intelligent/locks/17/share/Ab12Cd34Ef56/cancel')).toBe('/tapp/v1/intelligent/locks/17/share/Ab12Cd34Ef56/cancel');
    expect(redactUrl('/tapp/v1/coupon/list')).toBe('/tapp/v1/coupon/list');
  });
});
