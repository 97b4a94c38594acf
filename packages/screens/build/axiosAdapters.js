// Replaces axios's XHR and fetch adapters in the app bundles (mini-programs: remaxConfig.js; H5: webFirstLoad.js):
// core-api always gives axios its own adapter (createTransportAdapter over wx.request, my.request or the web
// transport), so axios never picks one by name; in WeChat and Alipay neither XMLHttpRequest nor fetch even exists.
// About 60 KB of source with the stream, form-data and cookie helpers only they import.
export const getFetch = () => false;

export default false;
