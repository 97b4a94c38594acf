import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '../../app/definePage';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { PhotoSwiper } from '../../ui/PhotoSwiper';
import { clampIndex, imageListFromParam } from '../../hooks/mediaUrls';
import { useMediaOrigins } from '../../hooks/useMediaOrigins';
import '../../ui/media.css';

/**
 * A full-screen image viewer: `urls` (a JSON list or one URL) and `index`. Only images of the app's server
 * and static domain are shown; a link with any other URL shows an explanation instead.
 */
function ShowImagePage({ params }: PageProps<'pages/show_image/index'>) {
  const media = useMediaOrigins();
  const [current, setCurrent] = React.useState<number | null>(null);

  if (media.origins === null) {
    return (
      <Page className="media-page">
        {media.isError ? <StateView status="error" text="图片加载失败" onRetry={media.refetch} /> : <StateView status="loading" />}
      </Page>
    );
  }
  const urls = imageListFromParam(params.urls, media.origins);
  if (urls === null) {
    return (
      <Page className="media-page">
        <StateView status="error" text="图片地址无效，无法打开" />
      </Page>
    );
  }
  const index = current ?? clampIndex(params.index, urls.length);
  return (
    <Page className="media-page">
      <View className="media-viewer">
        <PhotoSwiper className="media-swiper" fit="aspectFit" urls={urls} current={index} onChange={setCurrent} onPhotoTap={() => undefined} />
        <Text className="media-counter" data-testid="image-counter">
          {index + 1}/{urls.length}
        </Text>
      </View>
    </Page>
  );
}

export default definePage('pages/show_image/index', ShowImagePage);
