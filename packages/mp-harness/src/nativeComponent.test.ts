import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchMiniProgram } from './miniProgram';
import { textContent } from './nodeTree';
import type { Platform } from './types';

// A hand-written bundle whose page draws a native custom component the way a Remax build does: a node of the
// component's type with its attributes as props, the page's .json naming the component in usingComponents.
describe.each<Platform>(['wechat', 'ali'])('a native custom component on %s', (platform) => {
  const isAli = platform === 'ali';
  const p = isAli ? 'a:' : 'wx:';
  let dir: string;

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-harness-native-'));
    write('app.json', '{"pages": ["pages/a/index"]}');
    write('app.js', 'App({});');
    write('pages/a/index.json', '{"usingComponents": {"the-card": "../../comp/card/index"}}');
    const opened = isAli ? 'onOpen: "pageOpen"' : 'bindopen: "pageOpen"';
    write(
      'pages/a/index.js',
      `Page({ data: {}, opened: [],
        pageOpen(event) { this.opened.push(event === undefined ? "ali" : event.type); },
        onLoad() { this.setData({ "root.children": [{ id: 7, type: "the-card", props: { card: { title: "静安 一室", tags: ["近地铁", "精装"], badge: null }, ${opened} }, children: [] }] }); } });`,
    );
    write('comp/card/index.json', '{"component": true}');
    write(
      'comp/card/index.js',
      isAli
        ? 'Component({ props: { card: null }, data: { taps: 0 }, methods: { open() { this.setData({ taps: this.data.taps + 1 }); this.props.onOpen(); } } });'
        : 'Component({ properties: { card: { type: Object, value: null }, size: { type: String, value: "s" } }, data: { taps: 0 }, methods: { open() { this.setData({ taps: this.data.taps + 1 }); this.triggerEvent("open", { id: 1 }); } } });',
    );
    const card = isAli ? 'props.card' : 'card';
    write(
      `comp/card/index.${isAli ? 'axml' : 'wxml'}`,
      `<!-- a comment -->
      <view ${p}if="{{${card}}}" class="card {{taps > 0 ? 'card--seen' : ''}}" data-testid="card" ${isAli ? 'catchTap' : 'catchtap'}="open">
        <text class="title">{{${card}.title}}</text>
        <block ${p}for="{{${card}.tags}}" ${p}for-item="tag" ${p}key="*this"><text class="tag">{{index + 1}}. {{tag}}</text></block>
        <text ${p}if="{{${card}.badge}}" class="badge">{{${card}.badge}}</text>
        <text ${p}elif="{{taps > 1}}" class="badge">常看</text>
        <text ${p}else class="badge">新</text>
        ${isAli ? '' : '<text class="size">{{size}}</text>'}
        <image src="x.png" />
      </view>`,
    );
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('draws the template with the data it is given and lets a test query inside it', async () => {
    const app = await launchMiniProgram({ platform, distDir: dir });
    const page = app.currentPage();
    const card = page.findByTestId('card');
    expect(card.type).toBe('view');
    expect(card.parent?.type).toBe('the-card');
    expect(card.id).toBeLessThan(0);
    expect(page.findByClass('title').children[0]?.text).toBe('静安 一室');
    expect(page.findAllByClass('tag').map(textContent)).toEqual(['1. 近地铁', '2. 精装']);
    expect(page.findAllByClass('badge').map(textContent)).toEqual(['新']);
    if (!isAli) expect(textContent(page.findByClass('size'))).toBe('s');
    expect(page.findAllByType('image')[0]?.props.src).toBe('x.png');
    expect(page.outline()).toContain('<view.card>');
    app.close();
  });

  it('runs a tap through the component to the page handler and keeps the component data', async () => {
    const app = await launchMiniProgram({ platform, distDir: dir });
    const page = app.currentPage();
    await page.tap(page.findByText('静安 一室'));
    expect(page.instance.opened).toEqual([isAli ? 'ali' : 'open']);
    expect(page.findByTestId('card').props.class).toBe('card card--seen');
    await page.tap(page.findByTestId('card'));
    expect(page.findAllByClass('badge').map(textContent)).toEqual(['常看']);
    expect(app.errors).toEqual([]);
    app.close();
  });

  it('names what it cannot draw', async () => {
    write(`comp/card/index.${isAli ? 'axml' : 'wxml'}`, '<view><include src="x" /></view>');
    const app = await launchMiniProgram({ platform, distDir: dir });
    expect(() => app.currentPage().tree()).toThrow('<include> is not supported by the harness');
    app.close();
  });
});
