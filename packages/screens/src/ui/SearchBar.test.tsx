import * as React from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { SearchEntry, SearchField } from './SearchBar';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Input: 'input' }));
jest.mock('./kit.css', () => ({}));
jest.mock('./searchBar.css', () => ({}));

describe('SearchEntry', () => {
  it('shows the keyword in force, or the placeholder, and opens the search on tap', () => {
    const onTap = jest.fn();
    const shown = (text: string) => {
      const renderer = TestRenderer.create(<SearchEntry text={text} placeholder="搜索小区、商圈、地铁站" onTap={onTap} testId="entry" />);
      return renderer.root.findByType('text');
    };
    expect(shown('').props.children).toBe('搜索小区、商圈、地铁站');
    expect(shown('').props.className).toBe('ak-search-placeholder');
    const keyword = shown('徐汇');
    expect(keyword.props.children).toBe('徐汇');
    expect(keyword.props.className).toBe('ak-search-text');
  });
});

describe('SearchField', () => {
  function Field({ onConfirm }: { onConfirm: () => void }) {
    const [value, setValue] = React.useState('');
    return <SearchField value={value} placeholder="输入城市名或拼音" label="搜索城市" maxLength={20} clearable onChange={setValue} onConfirm={onConfirm} />;
  }

  it('passes typing up, clears with ×, and searches on the keyboard key', async () => {
    const onConfirm = jest.fn();
    const renderer = TestRenderer.create(<Field onConfirm={onConfirm} />);
    const input = () => renderer.root.findByType('input');
    const clear = () => renderer.root.findAll((node) => node.props['aria-label'] === '清除' && typeof node.props.onTap === 'function');
    expect(clear()).toHaveLength(0);

    await act(async () => {
      input().props.onInput({ target: { value: '杭州' } });
    });
    expect(input().props.value).toBe('杭州');
    await act(async () => {
      input().props.onConfirm();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(async () => {
      clear()[0]!.props.onTap();
    });
    expect(input().props.value).toBe('');
    expect(clear()).toHaveLength(0);
  });
});
