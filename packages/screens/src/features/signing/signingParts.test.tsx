import * as React from 'react';
import { CONTRACT_TEXT, openPage } from './signingTestKit';
import { ContractPaper } from './signingParts';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));

describe('ContractPaper', () => {
  it('draws the HTML of html-contract through the allow-list: text and layout kept, scripts and handlers gone', async () => {
    const html = '<p onclick="steal()"><strong>一、房屋。</strong>张江店A-301</p><script>alert(1)</script><img src=x onerror=alert(2)><p>乙方：张三</p>';
    const page = await openPage(() => <ContractPaper text={{ ...CONTRACT_TEXT, html }} testId="paper" />, {});
    expect(page.texts()).toBe('房屋租赁合同一、房屋。张江店A-301乙方：张三乙方（签字）待签署');
    const paper = page.byTestId('paper');
    const props = paper?.findAll(() => true).flatMap((node) => Object.keys(node.props)) ?? [];
    expect(props.filter((key) => /^on|src|href/i.test(key))).toEqual([]);
    expect(paper?.findAll((node) => node.props.className === 'sg-strong')).toHaveLength(1);
    page.unmount();
  });

  it('draws plain paragraphs when there is no HTML', async () => {
    const page = await openPage(() => <ContractPaper text={{ ...CONTRACT_TEXT, paragraphs: ['<b>不是标签</b>'] }} />, {});
    expect(page.texts()).toContain('<b>不是标签</b>');
    page.unmount();
  });
});
