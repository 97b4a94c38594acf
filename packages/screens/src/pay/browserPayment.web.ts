import type { PayChannel } from '@aster/core-domain';
import type { BrowserPayment, CashierOffer, WechatBridgeParams } from './browserPayment';
import { browserPlaceOf, CASHIER_TEXT, CHANNEL_LABELS } from './cashierChannels';
import { checkoutUrl, wechatBridgeOutcome, type PaymentOutcome } from './paymentOutcome';
import './cashierSheet.css';

interface WeixinJSBridgeApi {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, callback: (result: { err_msg?: unknown }) => void): void;
}

/** How long WeChat's browser may take to announce its bridge (WeixinJSBridgeReady) before the attempt counts as failed. */
const BRIDGE_WAIT_MS = 10_000;

function bridge(): WeixinJSBridgeApi | undefined {
  return (window as { WeixinJSBridge?: WeixinJSBridgeApi }).WeixinJSBridge;
}

/** The bridge, now or when WeChat announces it; undefined when it never comes (not WeChat after all). */
function readyBridge(): Promise<WeixinJSBridgeApi | undefined> {
  const now = bridge();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const ready = () => {
      window.clearTimeout(timer);
      resolve(bridge());
    };
    const timer = window.setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(undefined);
    }, BRIDGE_WAIT_MS);
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

async function wechatPay(params: WechatBridgeParams): Promise<PaymentOutcome> {
  if (params.appId === undefined) return 'failed';
  const found = await readyBridge();
  if (found === undefined) return 'failed';
  const request = { appId: params.appId, timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType, paySign: params.paySign };
  return new Promise((resolve) => {
    found.invoke('getBrandWCPayRequest', request, (result) => resolve(wechatBridgeOutcome(result.err_msg)));
  });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function button(className: string, testId: string, text?: string): HTMLButtonElement {
  const made = element('button', className, text);
  made.type = 'button';
  made.setAttribute('data-testid', testId);
  return made;
}

/**
 * The cashier: a bottom sheet over the page (DOM, like the H5 dialogs of platform/ui.web.ts, in the kit's look: its
 * ak-mask and ak-button come with every Page's kit.css) with
 * one radio row per channel and 立即支付. Escape, 关闭 or a tap outside closes it; the first answer wins.
 */
function chooseChannel(offer: CashierOffer): Promise<PayChannel | null> {
  return new Promise((resolve) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let chosen = offer.chosen;
    let answered = false;

    const mask = element('div', 'ak-mask pc-mask');
    const sheet = element('div', 'pc-sheet');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-labelledby', 'pc-title');
    sheet.setAttribute('data-testid', 'cashier');
    const head = element('div', 'pc-head');
    const title = element('span', 'pc-title', CASHIER_TEXT.title);
    title.id = 'pc-title';
    const close = button('pc-close', 'cashier-close');
    // The icon set's sheets are the App's (ui/icon/Icon.tsx).
    close.append(element('span', 'ak-icon ak-icon-x'));
    close.setAttribute('aria-label', CASHIER_TEXT.close);
    head.append(title, close);
    const amount = element('div', 'pc-amount', `¥${offer.amount}`);
    amount.setAttribute('data-testid', 'cashier-amount');
    const group = element('div', 'pc-rows');
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-labelledby', 'pc-title');
    const rows = offer.channels.map((channel) => {
      const row = button(`pc-row pc-row--${channel}`, `cashier-${channel}`);
      row.setAttribute('role', 'radio');
      const icon = element('span', `pc-icon pc-icon--${channel}`);
      icon.setAttribute('aria-hidden', 'true');
      const mark = element('span', 'pc-mark');
      mark.setAttribute('aria-hidden', 'true');
      row.append(icon, element('span', 'pc-label', CHANNEL_LABELS[channel]), mark);
      row.addEventListener('click', () => choose(channel));
      return { channel, row };
    });
    group.append(...rows.map(({ row }) => row));
    const pay = button('ak-button ak-button--primary pc-pay', 'cashier-pay', CASHIER_TEXT.pay);

    // One radio group: the chosen row is the one Tab reaches, the arrow keys move the choice (WAI-ARIA radio group).
    const choose = (channel: PayChannel) => {
      chosen = channel;
      rows.forEach(({ channel: rowChannel, row }) => {
        const on = rowChannel === channel;
        row.setAttribute('aria-checked', String(on));
        row.tabIndex = on ? 0 : -1;
        row.classList.toggle('pc-row--on', on);
      });
    };
    const finish = (answer: PayChannel | null) => {
      if (answered) return;
      answered = true;
      document.removeEventListener('keydown', onKey, true);
      mask.remove();
      opener?.focus();
      resolve(answer);
    };
    const focusables = () => [close, ...rows.filter(({ row }) => row.tabIndex === 0).map(({ row }) => row), pay];
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(null);
        return;
      }
      const at = rows.findIndex(({ row }) => row === document.activeElement);
      const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
      if (at !== -1 && step !== 0) {
        event.preventDefault();
        const next = rows[(at + step + rows.length) % rows.length];
        if (next !== undefined) {
          choose(next.channel);
          next.row.focus();
        }
        return;
      }
      // Focus stays inside the sheet while it is open (aria-modal).
      if (event.key === 'Tab') {
        const inside = focusables();
        const first = inside[0];
        const last = inside[inside.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };

    close.addEventListener('click', () => finish(null));
    mask.addEventListener('click', (event) => {
      if (event.target === mask) finish(null);
    });
    pay.addEventListener('click', () => finish(chosen));
    document.addEventListener('keydown', onKey, true);
    choose(chosen);
    sheet.append(head, amount, group, pay);
    mask.append(sheet);
    document.body.append(mask);
    rows.find(({ channel }) => channel === chosen)?.row.focus();
  });
}

export const browserPayment = {
  place: () => browserPlaceOf(window.navigator.userAgent),
  chooseChannel,
  wechatPay,
  leaveFor: (url: string) => {
    const target = checkoutUrl(url);
    if (target === null) return false;
    // Replace, not push: going back from the provider's page must not land on the page that started this attempt.
    window.location.replace(target);
    return true;
  },
} satisfies BrowserPayment;
