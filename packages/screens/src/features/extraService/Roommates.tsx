import * as React from 'react';
import { useGetRoommatesQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { ROOMMATE_GENDER_TEXT, type RoommateFlat } from '@aster/core-domain';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryState } from '@screens/features/booking/pageStates';
import { NotRenting } from './extraServiceParts';
import './extraService.css';

function FlatCard({ flat }: { flat: RoommateFlat }) {
  const id = flat.contractId;
  return (
    <Card title={flat.houseTitle} className="xs-card">
      {flat.roomLetter !== null && <Text className="xs-note xs-my-room">{`我的房间：${flat.roomLetter}室`}</Text>}
      {!flat.shared ? (
        <Text className="xs-note" data-testid={`xs-roommates-alone-${id}`}>
          您住的是整租房源，没有室友
        </Text>
      ) : flat.roommates.length === 0 ? (
        <Text className="xs-note" data-testid={`xs-roommates-alone-${id}`}>
          目前合租房里只有您一位租客
        </Text>
      ) : (
        <View data-testid={`xs-roommates-${id}`}>
          {flat.roommates.map((mate) => (
            <View key={`${mate.roomLetter}-${mate.name}`} className="xs-mate" data-testid={`xs-roommate-${id}-${mate.roomLetter}`}>
              <View className="xs-mate-avatar">
                <Text>{mate.roomLetter}</Text>
              </View>
              <View className="xs-mate-main">
                <Text className="xs-mate-name">{mate.name}</Text>
                <Text className="xs-note">{`${mate.roomLetter}室${mate.gender === 'unknown' ? '' : ` · ${ROOMMATE_GENDER_TEXT[mate.gender]}`}`}</Text>
              </View>
              <Text className="xs-mate-month">{mate.moveInMonth === '' ? '' : `${mate.moveInMonth.replace('-', '年')}月入住`}</Text>
            </View>
          ))}
        </View>
      )}
    </Card>
  );
}

/** 我的室友: for each room lived in, the other tenants of its shared flat (masked name, room, gender, month moved in). */
export function Roommates() {
  const flats = useGetRoommatesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="ak-body xs-body">
        {flats.data === undefined ? (
          <QueryState query={flats} failedText="室友信息加载失败" />
        ) : flats.data.length === 0 ? (
          <NotRenting text="入住合租房后可在这里查看室友" />
        ) : (
          <>
            {flats.data.map((flat) => (
              <FlatCard key={flat.contractId} flat={flat} />
            ))}
            <Text className="xs-hint">为保护隐私，室友的姓名已隐藏，不显示电话与证件号码</Text>
          </>
        )}
      </View>
    </Page>
  );
}
