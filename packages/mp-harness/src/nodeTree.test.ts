import { buildNodeTree, classList, dataset, findNodesByText, textContent } from './nodeTree';
import { parsePageUrl } from './miniProgram';

const text = (id: number, value: string) => ({ id, type: 'plain-text', text: value });

describe('buildNodeTree', () => {
  it('reads the WeChat shape (id lists plus a nodes map) and skips removed nodes', () => {
    const data = {
      root: {
        children: [1, 9],
        nodes: {
          '1': {
            id: 1,
            type: 'view',
            props: { class: 'card  wide', 'data-user-id': 7 },
            children: [2, 4],
            nodes: { '2': { id: 2, type: 'text', props: {}, children: [3], nodes: { '3': text(3, '你好') } }, '4': text(4, '！') },
          },
          '9': null,
        },
      },
    };
    const [view, ...rest] = buildNodeTree(data);
    expect(rest).toEqual([]);
    expect(view?.type).toBe('view');
    expect(textContent(view!)).toBe('你好！');
    expect(classList(view!)).toEqual(['card', 'wide']);
    expect(dataset(view!)).toEqual({ userId: 7 });
    expect(view?.children[0]?.parent).toBe(view);
  });

  it('reads the Alipay shape (nodes inside children arrays) and the modal root', () => {
    const data = {
      root: { children: [{ id: 1, type: 'view', props: {}, children: [text(2, 'A')] }] },
      modalRoot: { children: [{ id: 5, type: 'view', props: {}, children: [text(6, 'B')] }] },
    };
    expect(buildNodeTree(data).map(textContent)).toEqual(['A', 'B']);
  });

  it('yields nothing for data without a tree', () => {
    expect(buildNodeTree({})).toEqual([]);
    expect(buildNodeTree({ root: 'x' })).toEqual([]);
  });
});

describe('findNodesByText', () => {
  const tree = buildNodeTree({
    root: {
      children: [
        {
          id: 1,
          type: 'view',
          props: {},
          children: [
            { id: 2, type: 'button', props: {}, children: [text(3, '登录')] },
            { id: 4, type: 'text', props: {}, children: [text(5, '计数：'), text(6, '3')] },
          ],
        },
      ],
    },
  });

  it('finds the innermost element whose whole text matches', () => {
    expect(findNodesByText(tree, '登录').map((n) => n.id)).toEqual([2]);
    expect(findNodesByText(tree, '计数：3').map((n) => n.id)).toEqual([4]);
    expect(findNodesByText(tree, '计数')).toEqual([]);
  });

  it('matches substrings and regular expressions on request', () => {
    expect(findNodesByText(tree, '计数', false).map((n) => n.id)).toEqual([4]);
    expect(findNodesByText(tree, /^计数：\d$/).map((n) => n.id)).toEqual([4]);
  });
});

describe('parsePageUrl', () => {
  it('splits route and raw query', () => {
    expect(parsePageUrl('/pages/detail/index?id=7&name=%E5%BC%A0&flag')).toEqual({
      route: 'pages/detail/index',
      query: { id: '7', name: '%E5%BC%A0', flag: '' },
    });
  });

  it('resolves a relative url against the current page', () => {
    expect(parsePageUrl('../detail/index?id=1', 'pages/index/index').route).toBe('pages/detail/index');
    expect(parsePageUrl('other', 'pages/index/index').route).toBe('pages/index/other');
  });
});
