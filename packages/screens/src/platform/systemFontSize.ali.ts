import * as React from 'react';
import { usePageInstance } from 'remax';
import { type SystemFontSizePort, rootFontSizeOf } from './systemFontSizeTypes';

declare const my: { getSystemInfoSync(): { fontSizeSetting?: unknown } };

/** The page data key each page's `<page-meta root-font-size>` is bound to (build/systemFontSize.js). */
const ROOT_FONT_SIZE_KEY = 'asterRootFontSize';

function readSetting(): unknown {
  try {
    return my.getSystemInfoSync().fontSizeSetting;
  } catch {
    return undefined;
  }
}

// Alipay's page-meta takes a root font size but no "system" word: the page is given the size the tenant chose in
// Alipay (getSystemInfoSync's fontSizeSetting), read when the page opens.
export const { useSystemFontSize } = {
  useSystemFontSize: () => {
    const page = usePageInstance() as { setData(data: Record<string, unknown>): void };
    React.useEffect(() => {
      page.setData({ [ROOT_FONT_SIZE_KEY]: rootFontSizeOf(readSetting()) });
    }, [page]);
  },
} satisfies SystemFontSizePort;
