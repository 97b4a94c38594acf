// Replaces axios's XHR and fetch adapters in the mini-program bundles (remaxConfig.js): core-api gives axios its
// own adapter over wx.request / my.request (createTransportAdapter), so axios never picks one by name there, and
// neither XMLHttpRequest nor fetch exists in WeChat or Alipay (axios would find both unsupported). About 60 KB of
// source with the stream, form-data and cookie helpers only they import.
export const getFetch = () => false;

export default false;
