import * as React from 'react';
import { Text, View } from 'remax/one';
import { z } from 'zod';
import { HOME_PAGE } from '@aster/core-domain';
import { usePageParams } from '../../hooks/usePageParams';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import './ErrorPage.css';

// Parameters are shown as text (React escapes them); overly long values are cut rather than refused.
const ParamsSchema = z.object({
  api: z.string().transform((value) => value.slice(0, 200)).optional().catch(undefined),
  message: z.string().transform((value) => value.slice(0, 500)).optional().catch(undefined),
});

/** Spec section 8: "Error page shows api and message." */
export default function ErrorPage() {
  const params = usePageParams(ParamsSchema);
  const message = params?.message?.trim() || '页面出错了，请稍后再试';
  const api = params?.api?.trim();

  const back = () => {
    if (navigation.pageDepth() > 1) void navigation.navigateBack();
    else void navigation.reLaunch(`/${HOME_PAGE}`);
  };

  return (
    <Page>
      <View className="error-box" role="alert">
        <View className="error-icon">
          <Text>!</Text>
        </View>
        <Text className="error-title">出错了</Text>
        <Text className="error-message">{message}</Text>
        {api !== undefined && api !== '' && <Text className="error-api">{`接口：${api}`}</Text>}
        <View className="error-actions">
          <Button onTap={back}>返回重试</Button>
          <Button kind="default" onTap={() => void navigation.reLaunch(`/${HOME_PAGE}`)}>
            回到首页
          </Button>
        </View>
      </View>
    </Page>
  );
}
