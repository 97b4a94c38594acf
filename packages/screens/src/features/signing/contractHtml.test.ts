import { sanitizeContractHtml, type ContractNode } from './contractHtml';

/** The tree back as markup, to read what survived. */
function markup(nodes: ContractNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : `<${node.tag}>${markup(node.children)}</${node.tag}>`)).join('');
}
const clean = (html: string) => markup(sanitizeContractHtml(html));

describe('the contract HTML allow-list', () => {
  it('keeps the text layout of a contract and decodes entities', () => {
    expect(clean('<h3>第一条 房屋</h3><p>月租金<strong>3,500.00</strong>元&nbsp;&amp;&#36;&#x4e2d;</p><ul><li>押一付三</li></ul><br/>'))
      .toBe('<h3>第一条 房屋</h3><p>月租金<strong>3,500.00</strong>元\u00a0&$中</p><ul><li>押一付三</li></ul><br></br>');
  });

  it('drops scripts, styles, frames and their content, every attribute and unknown tags', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">甲方</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>甲方</p>');
    expect(clean('<a href="javascript:alert(1)">点我</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>')).toBe('点我');
    expect(clean('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>乙方')).toBe('乙方');
    expect(clean('<p title=\'a>b\' data-x="<script>">文本</p>')).toBe('<p>文本</p>');
  });

  it('never lets markup through as text, however it is broken', () => {
    for (const hostile of ['<scr<script>ipt>alert(1)</script>', '<<p>>x', '<p>未闭合', '</p></div>多余的闭合', '<!-- <script>alert(1)</script> -->注释后', '<SCRIPT SRC=//x></SCRIPT>大写', '&lt;script&gt;']) {
      const texts = JSON.stringify(sanitizeContractHtml(hostile));
      expect(texts).not.toMatch(/"tag":"(script|a|img|iframe)"/);
      expect(markup(sanitizeContractHtml(hostile).filter((node) => node.kind === 'element'))).not.toContain('script');
    }
    expect(clean('<p>未闭合')).toBe('<p>未闭合</p>');
    expect(clean('<!-- <script>alert(1)</script> -->注释后')).toBe('注释后');
    // An escaped tag stays text: it is drawn as characters, never parsed.
    expect(sanitizeContractHtml('&lt;script&gt;')).toEqual([{ kind: 'text', text: '<script>' }]);
  });

  it('bounds the depth and the length of what it reads', () => {
    const deep = sanitizeContractHtml(`${'<div>'.repeat(100)}深${'</div>'.repeat(100)}`);
    let depth = 0;
    for (let nodes = deep; nodes[0]?.kind === 'element'; nodes = nodes[0].children) depth += 1;
    expect(depth).toBeLessThanOrEqual(20);
    expect(markup(sanitizeContractHtml(`<p>${'字'.repeat(300_000)}</p>`)).length).toBeLessThan(210_000);
  });
});
