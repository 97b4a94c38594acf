// Opening the operator's external work-chat (企业微信客服) link. The mini-programs have no way to open an outside
// web page without the operator's WeCom corpId (wx.openCustomerServiceChat), so here the answer is "not opened" and
// the screens show the spec's fallback dialog with the customer-service WeChat to copy; workChat.web.ts opens it.
// Jest and tools get this version too: the links asked for are recorded.

export const askedWorkChats: string[] = [];

export const workChat = {
  /** Opens the link; false when this platform cannot (the caller falls back to the dialog). */
  open: (url: string): Promise<boolean> => {
    askedWorkChats.push(url);
    return Promise.resolve(false);
  },
};
