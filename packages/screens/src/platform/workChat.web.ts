// The browser opens the operator's work-chat link in a new tab (the app's page stays where it was), or in this tab
// when pop-ups are blocked (WeChat's own browser opens it in place).
export const workChat = {
  open: (url: string): Promise<boolean> => {
    const opened = window.open(url, '_blank');
    if (opened !== null) opened.opener = null;
    else window.location.assign(url);
    return Promise.resolve(true);
  },
};
