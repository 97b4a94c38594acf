import * as React from 'react';
import { useGetTalentProjectQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { PhotoSwiper } from '@screens/ui/PhotoSwiper';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { monthlyRent } from './talentParts';
import '@screens/features/booking/booking.css';
import './talent.css';

/** 房源详情 of a talent project: pictures, address, the rent after the discount per room type, vacancies and the queue. */
export function HousingDetail({ id }: { id: string }) {
  const project = useGetTalentProjectQuery({ id }, { refetchOnMountOrArgChange: true });
  const [current, setCurrent] = React.useState(0);
  if (project.data === undefined) return <QueryStatePage query={project} failedText="项目信息加载失败" />;
  const data = project.data;
  return (
    <Page>
      <View className="tl-gallery" role="img" aria-label={`${data.name}的照片，共${data.photoUrls.length}张`}>
        <PhotoSwiper urls={data.photoUrls} current={current} onChange={setCurrent} onPhotoTap={setCurrent} className="tl-gallery-swiper" />
        <Text className="tl-gallery-count">{`${current + 1}/${data.photoUrls.length}`}</Text>
      </View>
      <View className="bk-body">
        <Card>
          <Text className="tl-project-title" data-testid="tl-project-name">
            {data.name}
          </Text>
          <Text className="tl-project-rent" data-testid="tl-project-rent">{`人才价 ${monthlyRent(data.rentFromFen)}起`}</Text>
          <Text className="tl-note">{`按市场租金${data.rentPercent}%收取`}</Text>
          <InfoRow label="地址" value={data.address} />
          <InfoRow label="空房" value={`${data.vacancies}套`} testId="tl-project-vacancies" />
          <InfoRow label="轮候人数" value={`${data.queueLength}人`} testId="tl-project-queue" />
        </Card>
        <Card title="房型与租金">
          {data.roomTypes.map((room) => (
            <View key={room.name} className="tl-room" data-testid={`tl-room-${room.name}`}>
              <View className="tl-room-main">
                <Text className="tl-option-title">{`${room.name} · ${room.areaSqm}㎡`}</Text>
                <Text className="tl-note">{room.vacancies > 0 ? `空房${room.vacancies}套` : '暂无空房，可轮候'}</Text>
              </View>
              <View className="tl-room-price">
                <Text className="tl-project-rent">{monthlyRent(room.rentFen)}</Text>
                <Text className="tl-note tl-strike">{`市场价${monthlyRent(room.marketRentFen)}`}</Text>
              </View>
            </View>
          ))}
        </Card>
        <Card title="项目介绍">
          <Text className="tl-text">{data.description}</Text>
          {data.around.map((line) => (
            <Text key={line} className="tl-note">{`· ${line}`}</Text>
          ))}
        </Card>
      </View>
      <ActionBar>
        <Button testId="tl-project-apply" onTap={() => void navigation.navigateTo(pageLink('pages/talent/waiting_apply/index'))}>
          申请轮候
        </Button>
      </ActionBar>
    </Page>
  );
}
