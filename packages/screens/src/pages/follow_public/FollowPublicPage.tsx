import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { useAppSelector, useGetCompanyWechatInfoQuery, useGetCompanyWechatQuery } from '@aster/core-api';
import { DEFAULT_COMPANY_ID, selectCompanyId } from '@aster/core-domain';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { clientPlatform } from '../../platform/clientPlatform';
import { OfficialAccountSlot } from './OfficialAccountSlot';
import { definePage } from '../../app/definePage';
import './FollowPublicPage.css';

const STEPS: Record<string, readonly string[]> = {
  weapp: ['长按上方二维码，保存到手机相册', '打开微信「扫一扫」，点右上角从相册选取二维码', '进入公众号主页，点击「关注」'],
  aliapp: ['截图或长按保存上方二维码', '打开微信「扫一扫」，从相册选取二维码', '进入公众号主页，点击「关注」'],
  h5: ['在微信中打开时，长按二维码选择「识别图中二维码」', '在其他浏览器中，截图后用微信「扫一扫」从相册识别', '进入公众号主页，点击「关注」'],
};

/**
 * Follow the company's official account: WeChat's own follow bar where it can show, a QR code everywhere. A brand
 * (a company of its own) shows its account by its id (/common/v1/company/wechat-info/{id}); the public account
 * (company 0) the operator's (/common/v1/company/wechat).
 */
function FollowPublicPage() {
  const companyId = useAppSelector(selectCompanyId);
  const brand = companyId !== DEFAULT_COMPANY_ID;
  const operatorWechat = useGetCompanyWechatQuery(undefined, { skip: brand });
  const brandWechat = useGetCompanyWechatInfoQuery({ id: companyId }, { skip: !brand });
  const wechat = brand ? brandWechat : operatorWechat;
  const steps = STEPS[clientPlatform] ?? STEPS.h5 ?? [];

  return (
    <Page>
      <OfficialAccountSlot />
      <View className="ak-body">
        {wechat.data === undefined ? (
          <Card>
            {wechat.isError ? (
              <StateView status="error" text="公众号信息加载失败" error={wechat.error} onRetry={() => void wechat.refetch()} />
            ) : (
              <StateView status="loading" />
            )}
          </Card>
        ) : (
          <View className="follow-card">
            <Text className="follow-name">{wechat.data.name || '官方公众号'}</Text>
            <Text className="follow-slogan">关注公众号，及时收到账单、预约和合同提醒</Text>
            {wechat.data.qrCodeUrl ? (
              <View role="img" aria-label="公众号二维码" wechat-aria-role="img" wechat-aria-label="公众号二维码" ali-aria-role="img" ali-aria-label="公众号二维码">
                <Image className="follow-qr" src={wechat.data.qrCodeUrl} mode="aspectFit" wechat-show-menu-by-longpress data-testid="follow-qr" />
              </View>
            ) : (
              <StateView status="empty" text="暂未配置公众号二维码" />
            )}
            <Text className="follow-hint">{clientPlatform === 'h5' ? '长按识别二维码关注' : '长按二维码保存到相册'}</Text>
          </View>
        )}
        <Card title="如何关注">
          {steps.map((step, index) => (
            <View key={step} className="follow-step">
              <Text className="follow-step-no">{index + 1}</Text>
              <Text className="follow-step-text">{step}</Text>
            </View>
          ))}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/follow_public/index', FollowPublicPage);
