import { PAGE_CHUNKS_ELEMENT_ID, chunkFilesOf, pageChunksIn } from './pageChunks';

const chunks = { publicPath: '/aster/', files: ['remax-styles.1.js', 'pages/index/index.2.js', 'pages/index/index.2.css'], pages: { 'pages/index/index': [1, 2, 0] } };

describe('the map of the pages’ chunks in index.html', () => {
  it('is read back from the page with where it starts', () => {
    const head = '<head><meta charset="utf-8"/>';
    const html = `${head}<script type="application/json" id="${PAGE_CHUNKS_ELEMENT_ID}">${JSON.stringify(chunks)}</script><script>0</script><title>`;
    expect(pageChunksIn(html)).toEqual({ chunks, at: head.length });
    expect(pageChunksIn('<head><title>')).toBeNull();
  });

  it('gives a page’s files in order, and none for a page it does not list', () => {
    expect(chunkFilesOf(chunks, 'pages/index/index')).toEqual(['pages/index/index.2.js', 'pages/index/index.2.css', 'remax-styles.1.js']);
    expect(chunkFilesOf(chunks, 'pages/mine/index')).toEqual([]);
  });
});
