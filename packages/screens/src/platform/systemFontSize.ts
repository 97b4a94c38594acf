import type { SystemFontSizePort } from './systemFontSizeTypes';

// WeChat's page-meta reads the setting itself (root-font-size="system") and H5 text follows the browser's, so
// nothing is set here.
export const { useSystemFontSize } = {
  useSystemFontSize: () => undefined,
} satisfies SystemFontSizePort;
