import { applySetData, applySpliceData, parseDataPath } from './dataPath';

describe('parseDataPath', () => {
  it('splits dotted keys and bracket indexes', () => {
    expect(parseDataPath('root.children.0.children[2].props.value')).toEqual([
      { key: 'root', index: false },
      { key: 'children', index: false },
      { key: '0', index: false },
      { key: 'children', index: false },
      { key: '2', index: true },
      { key: 'props', index: false },
      { key: 'value', index: false },
    ]);
  });

  it.each(['', 'a..b', 'a[x]', 'a]b', '.a', 'a.[0]', 'a[0]b'])('rejects the malformed path %j', (path) => {
    expect(() => parseDataPath(path)).toThrow('Bad data path');
  });
});

describe('applySetData', () => {
  it('replaces values at paths, creating objects and arrays on the way', () => {
    const data: Record<string, unknown> = { root: { nodes: { '5': { props: { class: 'a' } } } } };
    applySetData(data, { 'root.nodes.5.props.class': 'b', 'list[1].name': 'x', plain: 1 });
    expect(data).toEqual({ root: { nodes: { '5': { props: { class: 'b' } } } }, list: [undefined, { name: 'x' }], plain: 1 });
  });

  it('sets a removed WeChat node to null', () => {
    const data: Record<string, unknown> = { root: { children: [1], nodes: { '1': { id: 1 } } } };
    applySetData(data, { 'root.nodes.1': null, 'root.children': [] });
    expect(data).toEqual({ root: { children: [], nodes: { '1': null } } });
  });
});

describe('applySpliceData', () => {
  it('splices the array at the path', () => {
    const data: Record<string, unknown> = { root: { children: [{ id: 1 }, { id: 2 }] } };
    applySpliceData(data, { 'root.children': [1, 1, { id: 3 }, { id: 4 }] });
    expect(data).toEqual({ root: { children: [{ id: 1 }, { id: 3 }, { id: 4 }] } });
  });

  it('creates a missing array', () => {
    const data: Record<string, unknown> = {};
    applySpliceData(data, { 'root.children': [0, 0, { id: 1 }] });
    expect(data).toEqual({ root: { children: [{ id: 1 }] } });
  });

  it('rejects arguments that are not [start, deleteCount, ...items]', () => {
    expect(() => applySpliceData({}, { 'root.children': { id: 1 } })).toThrow('[start, deleteCount, ...items]');
    expect(() => applySpliceData({}, { 'root.children': ['0', 0] })).toThrow('[start, deleteCount, ...items]');
  });
});
