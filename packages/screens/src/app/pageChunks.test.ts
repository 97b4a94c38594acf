import { PAGE_CHUNKS_ELEMENT_ID, chunkFilesOf, launchFilesOf, pageChunksIn } from './pageChunks';

const chunks = {
  publicPath: '/aster/',
  files: ['remax-styles.1.js', 'pages/index/index.2.js', 'pages/index/index.2.css', 'zod.3.js', 'pages/mine/index.4.js', 'axios.5.js'],
  pages: { 'pages/index/index': [1, 2, 0], 'pages/mine/index': [4, 0] },
  schemas: [3],
  httpClient: [5],
};

describe('the map of the pages’ chunks in index.html', () => {
  it('is read back from the page with where it starts', () => {
    const head = '<head><meta charset="utf-8"/>';
    const html = `${head}<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(chunks)}</script><script>0</script><title>`;
    expect(pageChunksIn(html)).toEqual({ chunks, at: head.length });
    expect(pageChunksIn('<head><title>')).toBeNull();
  });

  it('gives a page’s files in order, and none for a page it does not list', () => {
    expect(chunkFilesOf(chunks, 'pages/index/index')).toEqual(['pages/index/index.2.js', 'pages/index/index.2.css', 'remax-styles.1.js']);
    expect(chunkFilesOf(chunks, 'pages/login/index')).toEqual([]);
  });

  it('has a visit fetch zod and axios beside the entry on every page but home, which draws without them', () => {
    expect(launchFilesOf(chunks, 'pages/index/index')).toEqual(['pages/index/index.2.js', 'pages/index/index.2.css', 'remax-styles.1.js']);
    expect(launchFilesOf(chunks, 'pages/mine/index')).toEqual(['pages/mine/index.4.js', 'remax-styles.1.js', 'zod.3.js', 'axios.5.js']);
  });
});
