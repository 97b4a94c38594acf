import { allowedMediaUrl, clampIndex, imageListFromParam, mediaOrigins } from './mediaUrls';

const domains = { pmsDomain: 'https://pms.aster.test', tappDomain: 'https://api.aster.test', staticDomain: 'https://static.aster.test/static' };
const origins = mediaOrigins('http://127.0.0.1:8080', domains);

describe('media URL allow-list', () => {
  it('takes the API server and settings/domain origins, not the pms domain', () => {
    expect(origins).toEqual(['http://127.0.0.1:8080', 'https://api.aster.test', 'https://static.aster.test']);
    expect(mediaOrigins('', undefined)).toEqual([]);
  });

  it('allows http(s) files of those origins only', () => {
    expect(allowedMediaUrl('https://static.aster.test/static/h1.jpg', origins)).toBe('https://static.aster.test/static/h1.jpg');
    expect(allowedMediaUrl('http://127.0.0.1:8080/assets/v.mp4', origins)).toBe('http://127.0.0.1:8080/assets/v.mp4');
    expect(allowedMediaUrl('HTTPS://API.aster.test/a.pdf', origins)).toBe('HTTPS://API.aster.test/a.pdf');
  });

  it.each([
    'https://evil.test/a.jpg',
    'https://static.aster.test.evil.test/a.jpg',
    'https://static.aster.test@evil.test/a.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//static.aster.test/a.jpg',
    '/static/a.jpg',
    'https://pms.aster.test/a.jpg',
    'https://static.aster.test:444/a.jpg',
    'https://static.aster.test/a b.jpg',
    '',
  ])('refuses %s', (url) => {
    expect(allowedMediaUrl(url, origins)).toBeNull();
  });

  it('refuses everything while no origin is known', () => {
    expect(allowedMediaUrl('https://static.aster.test/a.jpg', [])).toBeNull();
    expect(allowedMediaUrl(undefined, origins)).toBeNull();
  });
});

describe('show_image parameters', () => {
  it('reads a JSON list or a single URL', () => {
    const list = ['https://static.aster.test/1.jpg', 'https://static.aster.test/2.jpg'];
    expect(imageListFromParam(JSON.stringify(list), origins)).toEqual(list);
    expect(imageListFromParam('https://static.aster.test/1.jpg', origins)).toEqual(['https://static.aster.test/1.jpg']);
  });

  it('refuses the whole list when one URL is foreign, and bad JSON', () => {
    expect(imageListFromParam(JSON.stringify(['https://static.aster.test/1.jpg', 'https://evil.test/2.jpg']), origins)).toBeNull();
    expect(imageListFromParam('[not json', origins)).toBeNull();
    expect(imageListFromParam('[]', origins)).toBeNull();
    expect(imageListFromParam(JSON.stringify([1, 2]), origins)).toBeNull();
    expect(imageListFromParam(undefined, origins)).toBeNull();
  });

  it('keeps the index inside the list', () => {
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(3, 3)).toBe(0);
    expect(clampIndex(undefined, 3)).toBe(0);
  });
});
