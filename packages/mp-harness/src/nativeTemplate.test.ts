import { interpolate, parseTemplate, renderTemplate } from './nativeTemplate';

describe('native component templates', () => {
  it('keeps a lone binding’s type and writes mixed text as a string; a missing name is empty', () => {
    const data = { card: { tags: ['a'], n: 2 }, on: true };
    expect(interpolate('{{card.tags}}', data)).toEqual(['a']);
    expect(interpolate('{{ on }}', data)).toBe(true);
    expect(interpolate('共 {{card.n}} 套{{missing}}', data)).toBe('共 2 套');
    expect(interpolate('{{card.n > 1 ? "多" : "少"}}', data)).toBe('多');
  });

  it('renders if / elif / else, for with its index, blocks, and event attributes by their handler names', () => {
    const nodes = parseTemplate(`
      <view wx:for="{{rows}}" wx:for-item="row" bind:tap="pick" data-i="{{index}}">{{row}}</view>
      <block wx:if="{{n === 1}}"><text>一</text></block>
      <text wx:elif="{{n === 2}}">二</text>
      <text wx:else>多</text>
      <input value="{{n}}" />`);
    const rendered = renderTemplate(nodes, { rows: ['x', 'y'], n: 2 }, 'wechat');
    expect(rendered).toEqual([
      { kind: 'element', tag: 'view', props: { bindtap: 'pick', 'data-i': 0 }, children: [{ kind: 'text', text: 'x' }] },
      { kind: 'element', tag: 'view', props: { bindtap: 'pick', 'data-i': 1 }, children: [{ kind: 'text', text: 'y' }] },
      { kind: 'element', tag: 'text', props: {}, children: [{ kind: 'text', text: '二' }] },
      { kind: 'element', tag: 'input', props: { value: 2 }, children: [] },
    ]);
    // Alipay's directives are a:*; WeChat's are plain attributes there.
    expect(renderTemplate(parseTemplate('<text a:if="{{false}}">no</text><text a:else>yes</text>'), {}, 'ali')).toEqual([
      { kind: 'element', tag: 'text', props: {}, children: [{ kind: 'text', text: 'yes' }] },
    ]);
  });

  it('says where a template is malformed', () => {
    expect(() => parseTemplate('<view><text></view>', 'card.wxml')).toThrow('card.wxml: </view> closes <text>');
    expect(() => parseTemplate('<view>', 'card.wxml')).toThrow('card.wxml: <view> is not closed');
    expect(() => renderTemplate(parseTemplate('<text wx:else>x</text>'), {}, 'wechat')).toThrow('without wx:if');
  });
});
