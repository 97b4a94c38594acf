import * as React from 'react';
import { useAppSelector, useGetServicePhonesQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { selectIsLoggedIn } from '@aster/core-domain';
import { useCustomerService } from '@screens/features/settings/customerService';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryState } from '@screens/features/booking/pageStates';
import { PhoneRow } from './extraServiceParts';
import './extraService.css';

/**
 * 服务电话: the operator's numbers (24小时客服, 报修, 投诉) for anyone, and for a tenant renting the stores of their
 * rooms, each with 拨打 (the platform's dialer); and 在线客服 (the operator's work chat, or its WeChat to copy).
 */
export function ServiceTel() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The answer depends on who asks (a logout clears the cache; a login comes back to a new mount).
  const phones = useGetServicePhonesQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = phones.data;
  const customerService = useCustomerService();
  return (
    <Page>
      <View className="ak-body xs-body">
        {data === undefined ? (
          <QueryState query={phones} failedText="服务电话加载失败" />
        ) : (
          <>
            {data.stores.length > 0 && (
              <Card title="我的门店">
                {data.stores.map((store) => (
                  <PhoneRow key={store.key} testId={`xs-phone-${store.key}`} title={store.title} phone={store.phone} hours={store.hours} note={store.note} />
                ))}
              </Card>
            )}
            <Card title="平台服务">
              {data.operator.map((phone) => (
                <PhoneRow key={phone.key} testId={`xs-phone-${phone.key}`} title={phone.title} phone={phone.phone} hours={phone.hours} note={phone.note} />
              ))}
            </Card>
            {!loggedIn && <Text className="xs-hint">登录后，这里还会显示您所住门店的电话</Text>}
          </>
        )}
        <View className="xs-service-chat">
          <Button kind="default" testId="xs-customer-service" onTap={() => void customerService.contact()}>
            在线客服
          </Button>
        </View>
      </View>
    </Page>
  );
}
