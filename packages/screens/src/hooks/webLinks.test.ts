import { allowedWebviewUrl, isWebUrl, webOrigin } from './webLinks';

const domains = {
  pmsDomain: 'https://pms.aster.example',
  tappDomain: 'https://tapp.aster.example',
  staticDomain: 'http://127.0.0.1:8080/static',
};

describe('webOrigin', () => {
  it('reads scheme and host, lower-cased, with the port', () => {
    expect(webOrigin('HTTPS://Tapp.Aster.Example/notice?id=1')).toBe('https://tapp.aster.example');
    expect(webOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    '//tapp.aster.example/x',
    '/pages/index/index',
    'https://tapp.aster.example@evil.example/x',
    'https://evil.example\\@tapp.aster.example',
    'https://tapp.aster.example /x',
    '',
  ])('refuses %j', (url) => {
    expect(webOrigin(url)).toBeNull();
  });
});

describe('allowedWebviewUrl', () => {
  it('opens pages of the operator domains only', () => {
    expect(allowedWebviewUrl('https://tapp.aster.example/notice?id=1', domains)).toBe('https://tapp.aster.example/notice?id=1');
    expect(allowedWebviewUrl('http://127.0.0.1:8080/static/demo/a.html', domains)).toBe('http://127.0.0.1:8080/static/demo/a.html');
  });

  it('refuses other hosts, look-alikes, other ports and schemes', () => {
    expect(allowedWebviewUrl('https://evil.example/', domains)).toBeNull();
    expect(allowedWebviewUrl('https://tapp.aster.example.evil.example/', domains)).toBeNull();
    expect(allowedWebviewUrl('http://tapp.aster.example/', domains)).toBeNull();
    expect(allowedWebviewUrl('http://127.0.0.1:9999/', domains)).toBeNull();
  });

  it('refuses everything while the domains are unknown, and non-strings', () => {
    expect(allowedWebviewUrl('https://tapp.aster.example/', undefined)).toBeNull();
    expect(allowedWebviewUrl(undefined, domains)).toBeNull();
    expect(allowedWebviewUrl(null, domains)).toBeNull();
  });

  it('isWebUrl tells web links from app links', () => {
    expect(isWebUrl('https://a.example/x')).toBe(true);
    expect(isWebUrl('/aster/house_list')).toBe(false);
  });
});
