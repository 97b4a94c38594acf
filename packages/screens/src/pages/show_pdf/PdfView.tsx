import * as React from 'react';
import { Text, View } from 'remax/one';
import type { PdfViewProps } from './pdfViewTypes';

// H5: the browser shows the PDF inside the page, with a link for browsers that would rather download it.
// The URL has passed the allow-list (show_pdf), so the frame only ever holds the operator's own file.
export function PdfView({ url, title }: PdfViewProps) {
  return (
    <View className="pdf-web">
      <iframe className="pdf-frame" src={url} title={title} data-testid="pdf-frame" />
      <View className="pdf-actions">
        <a className="ak-button ak-button--default pdf-open" href={url} target="_blank" rel="noopener noreferrer">
          <Text>在新窗口打开文件</Text>
        </a>
        <Text className="hd-hint">部分手机浏览器无法在页面内显示 PDF，可点上方按钮打开或下载。</Text>
      </View>
    </View>
  );
}
