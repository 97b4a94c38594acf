import { type HomeConfig, useGetHomeConfigQuery } from '@aster/core-api';
import { houseActions } from '@screens/platform/houseActions';
import { ui } from '@screens/platform/ui';
import { workChat } from '@screens/platform/workChat';

/** Spec section 8's fallback dialog, with the name filled in. */
export function customerServiceText(name: string): string {
  return `使用中有任何问题，请添加客服微信：${name}`;
}

/** The customer-service WeChat to copy: a plain id the dialog can show (bounded, no control characters). */
export function customerServiceWechat(config: Pick<HomeConfig, 'customerServiceWechat'> | undefined): string | null {
  const name = config?.customerServiceWechat?.trim() ?? '';
  return name !== '' && name.length <= 64 && !/[\u0000-\u001f\u007f]/.test(name) ? name : null;
}

/** The external work-chat link, only a WeCom (企业微信) customer-service page over https; anything else is not opened. */
export function customerServiceUrl(config: Pick<HomeConfig, 'customerServiceUrl'> | undefined): string | null {
  const raw = config?.customerServiceUrl?.trim() ?? '';
  if (raw === '' || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && (url.hostname === 'work.weixin.qq.com' || url.hostname.endsWith('.work.weixin.qq.com')) ? url.toString() : null;
  } catch {
    return null;
  }
}

export const NO_CUSTOMER_SERVICE = '暂未开通在线客服，请稍后再试';

/**
 * 联系客服 (mine page, error page): the operator's work-chat link where the platform can open it; otherwise, and when
 * there is no link, the spec's dialog "使用中有任何问题，请添加客服微信：{name}" whose 复制 button copies the WeChat
 * with 复制成功. Reads home/config (v=2).
 */
export function useCustomerService() {
  const config = useGetHomeConfigQuery();
  const data = config.data;
  const contact = async () => {
    const url = customerServiceUrl(data);
    if (url !== null && (await workChat.open(url))) return;
    const name = customerServiceWechat(data);
    if (name === null) {
      ui.toast(config.isError ? '客服信息加载失败，请稍后再试' : NO_CUSTOMER_SERVICE);
      if (config.isError) void config.refetch();
      return;
    }
    const copy = await ui.showModal({ title: '联系客服', content: customerServiceText(name), showCancel: true, confirmText: '复制' });
    if (!copy) return;
    await houseActions.copyText(name).then(
      () => ui.toast('复制成功', 'success'),
      () => ui.toast('复制失败，请长按手动复制'),
    );
  };
  return { contact, ready: data !== undefined };
}
