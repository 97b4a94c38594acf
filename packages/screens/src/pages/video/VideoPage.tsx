import * as React from 'react';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '../../app/definePage';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { allowedMediaUrl } from '../../hooks/mediaUrls';
import { useMediaOrigins } from '../../hooks/useMediaOrigins';
import { Player } from './Player';
import '../../ui/media.css';

/** Plays a house video (`url`, optional `poster`): only files of the app's server or static domain. */
function VideoPage({ params }: PageProps<'pages/video/index'>) {
  const media = useMediaOrigins();
  const [failed, setFailed] = React.useState(false);

  if (media.origins === null) {
    return (
      <Page className="media-page">
        {media.isError ? <StateView status="error" text="视频加载失败" onRetry={media.refetch} /> : <StateView status="loading" />}
      </Page>
    );
  }
  const src = allowedMediaUrl(params.url, media.origins);
  if (src === null) {
    return (
      <Page className="media-page">
        <StateView status="error" text="视频地址无效，无法播放" />
      </Page>
    );
  }
  const poster = allowedMediaUrl(params.poster, media.origins) ?? undefined;
  return (
    <Page className="media-page">
      {failed ? (
        <StateView status="error" text="视频加载失败，请检查网络后重试" onRetry={() => setFailed(false)} />
      ) : (
        <View>
          <Player src={src} poster={poster} onError={() => setFailed(true)} />
          <Text className="media-note">实拍视频，仅供参考，以实际看房为准</Text>
        </View>
      )}
    </Page>
  );
}

export default definePage('pages/video/index', VideoPage);
