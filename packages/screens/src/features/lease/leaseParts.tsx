import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { contractStatusText, handoverAnswerText, type ContractSummary, type HandoverItem } from '@aster/core-domain';
import { HouseBrief, StatusTag } from '../booking/bookingParts';
import '../booking/booking.css';
import { leaseTagTone } from './leaseRules';
import './lease.css';

/** A contract in a list: number and status, the house, the term. */
export function ContractCard({ contract, onTap, footer }: { contract: ContractSummary; onTap?: () => void; footer?: React.ReactNode }) {
  return (
    <View className="bk-list-card" role={onTap ? 'button' : undefined} data-testid={`contract-${contract.contractNo}`} onTap={onTap}>
      <View className="bk-list-head">
        <Text className="bk-list-note">合同编号 {contract.contractNo}</Text>
        <StatusTag tone={leaseTagTone(contract.status)} testId={`contract-status-${contract.contractNo}`}>
          {contract.statusText || contractStatusText[contract.status]}
        </StatusTag>
      </View>
      <HouseBrief coverUrl={contract.house.coverUrl} title={contract.house.title} meta={`${contract.startDate} 至 ${contract.endDate} · ${contract.leaseMonths}个月`} rent={contract.rent} />
      {footer}
    </View>
  );
}

const STATE_TONE = { pending: 'warn', confirmed: 'done', disputed: 'active' } as const;

/** One line of the handover: name and count or reading, the manager's note, photos, the tenant's answer. */
export function HandoverLine({ item, onPhoto, children }: { item: HandoverItem; onPhoto?: (index: number) => void; children?: React.ReactNode }) {
  const amount = item.reading ? `读数 ${item.reading}${item.unit ?? ''}` : item.quantity !== null && item.quantity !== undefined ? `${item.quantity}件` : '';
  return (
    <View className="ls-item" data-testid={`handover-item-${item.id}`}>
      <View className="ls-item-head">
        <Text className="ls-item-name">{item.name}</Text>
        {amount !== '' && <Text className="ls-item-amount">{amount}</Text>}
        <StatusTag tone={STATE_TONE[item.state]} testId={`handover-state-${item.id}`}>
          {handoverAnswerText[item.state]}
        </StatusTag>
      </View>
      <Text className="ls-item-note">{item.condition}</Text>
      {item.photos.length > 0 && (
        <View className="ls-photos">
          {item.photos.map((url, index) => (
            // The name goes on a wrapping view: an image element takes no aria-label on H5 (axe: aria-prohibited-attr).
            <View key={url} role={onPhoto ? 'button' : 'img'} aria-label={`${item.name}照片${index + 1}`} onTap={onPhoto ? () => onPhoto(index) : undefined}>
              <Image className="ls-photo" src={url} mode="aspectFill" />
            </View>
          ))}
        </View>
      )}
      {item.state === 'disputed' && item.disputeReason && <Text className="ls-item-dispute">异议：{item.disputeReason}</Text>}
      {children}
    </View>
  );
}
