import { BRAND_COLOUR } from '../ui/brandColour';
import { ui } from './ui.web';

// The smallest DOM the H5 dialog uses: elements that keep their attributes, children and click listeners.
interface FakeElement {
  tag: string;
  style: string;
  textContent: string;
  children: FakeElement[];
  listeners: (() => void)[];
  type?: string;
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeElement): void;
  append(...children: FakeElement[]): void;
  addEventListener(type: string, listener: () => void): void;
  remove(): void;
}

function fakeElement(tag: string): FakeElement {
  return {
    tag,
    style: '',
    textContent: '',
    children: [],
    listeners: [],
    setAttribute(name, value) {
      if (name === 'style') this.style = value;
    },
    appendChild(child) {
      this.children.push(child);
    },
    append(...children) {
      this.children.push(...children);
    },
    addEventListener(_type, listener) {
      this.listeners.push(listener);
    },
    remove() {},
  };
}

const body = fakeElement('body');
Object.assign(globalThis, { document: { createElement: fakeElement, body } });


const buttonsIn = (element: FakeElement): FakeElement[] =>
  element.tag === 'button' ? [element] : element.children.flatMap((child) => buttonsIn(child));

describe('the H5 dialog', () => {
  it('draws its confirm button in the brand orange and its cancel in grey', async () => {
    const answer = ui.showModal({ title: '提示', content: '确定取消预约？', showCancel: true, confirmText: '确定' });
    const [cancel, confirm] = buttonsIn(body);
    expect(cancel?.textContent).toBe('取消');
    expect(cancel?.style).toContain('color:#333;');
    expect(confirm?.textContent).toBe('确定');
    expect(confirm?.style).toContain(`color:${BRAND_COLOUR};`);
    expect(confirm?.style).not.toContain('1677ff');
    confirm?.listeners[0]?.();
    await expect(answer).resolves.toBe(true);
  });
});
