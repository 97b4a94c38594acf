import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '../../app/definePage';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { allowedMediaUrl } from '../../hooks/mediaUrls';
import { useMediaOrigins } from '../../hooks/useMediaOrigins';
import { PdfView } from './PdfView';
import '../../ui/media.css';

/** A PDF (`url`, `title`) of the app's server or static domain: downloaded and opened on the mini-programs, shown in the page on H5. */
function ShowPdfPage({ params }: PageProps<'pages/show_pdf/index'>) {
  const media = useMediaOrigins();

  if (media.origins === null) {
    return <Page>{media.isError ? <StateView status="error" text="文件加载失败" onRetry={media.refetch} /> : <StateView status="loading" />}</Page>;
  }
  const url = allowedMediaUrl(params.url, media.origins);
  if (url === null) {
    return (
      <Page>
        <StateView status="error" text="文件地址无效，无法打开" />
      </Page>
    );
  }
  return (
    <Page className="pdf-page">
      <View className="pdf-head">
        <Text>{params.title || '查看文件'}</Text>
      </View>
      <PdfView url={url} title={params.title || '查看文件'} />
    </Page>
  );
}

export default definePage('pages/show_pdf/index', ShowPdfPage);
