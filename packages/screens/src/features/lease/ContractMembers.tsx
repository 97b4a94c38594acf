import * as React from 'react';
import { useGetContractMembersQuery, useSaveContractMemberMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { CONTRACT_MEMBERS_MAX, ID_NUM_TYPES, MEMBER_RELATIONS, chinaDate, inputMaxLength, memberFormOn, type ContractMember } from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { clock } from '@screens/platform/clock';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { keypad } from '@screens/ui/keypad';
import { StateView } from '@screens/ui/StateView';
import { InfoRow } from '@screens/features/booking/bookingParts';

type TextField = 'name' | 'phone' | 'idNum';
const TEXT_FIELDS: readonly { field: TextField; label: string; placeholder: string; max: number }[] = [
  { field: 'name', label: '姓名', placeholder: '与证件一致', max: 30 },
  { field: 'phone', label: '手机号', placeholder: '11位手机号', max: 11 },
  { field: 'idNum', label: '证件号码', placeholder: '请输入证件号码', max: 18 },
];
/** The keyboard of each field: an ID card (证件类型 1) has digits and X; other documents take letters. */
const keyboardOf = (field: TextField, idNumType: number) =>
  field === 'phone' ? keypad('phone') : field === 'idNum' && idNumType === 1 ? keypad('idcard') : { type: 'text' as const };

/**
 * 同住人 of contract_detail (contract/users/user-info, shown masked as the spec's masking rule says) and, while the lease
 * runs, adding, replacing (the person is typed again: the list is masked) and removing one (contract/users/member-info).
 * The form checks the person with core-domain's rule before it is sent; the server checks it again.
 */
export function ContractMembers({ contractId, editable }: { contractId: string; editable: boolean }) {
  const members = useGetContractMembersQuery({ contractId }, { refetchOnMountOrArgChange: true });
  const [save] = useSaveContractMemberMutation();
  // null: no form open; '': adding; an id: replacing that member.
  const [editing, setEditing] = React.useState<string | null>(null);
  const schema = React.useMemo(() => memberFormOn(chinaDate(clock.now())), []);
  const form = useForm(schema, {
    initial: { contractId, name: '', phone: '', idNumType: 1, idNum: '' },
    submit: (values) => save(values).unwrap(),
    onSuccess: () => {
      ui.toast('同住人已保存', 'success');
      setEditing(null);
    },
    failureFallback: '保存失败，请稍后再试',
  });

  const open = (member: ContractMember | null) => {
    form.reset({ contractId, memberId: member?.id, name: '', phone: '', idNumType: member?.idNumType ?? 1, idNum: '', relation: member === null ? undefined : (MEMBER_RELATIONS.find((relation) => relation === member.relation) ?? undefined) });
    setEditing(member?.id ?? '');
  };
  const remove = async (member: ContractMember) => {
    const agreed = await ui.showModal({ title: '删除同住人', content: `确定删除同住人${member.nameMasked}吗？`, confirmText: '删除', showCancel: true });
    if (!agreed) return;
    try {
      await save({ contractId, memberId: member.id, remove: true }).unwrap();
      ui.toast('已删除', 'success');
    } catch {
      // The request layer has shown why.
    }
  };

  const list = members.data;
  const full = list !== undefined && list.length >= CONTRACT_MEMBERS_MAX;
  return (
    <Card title="同住人">
      {list === undefined ? (
        <StateView status={members.isError ? 'error' : 'loading'} text={members.isError ? '同住人加载失败' : undefined} onRetry={() => void members.refetch()} />
      ) : list.length === 0 ? (
        <Text className="ls-muted" data-testid="members-none">
          无同住人
        </Text>
      ) : (
        list.map((member) => (
          <View key={member.id} className="ls-member" data-testid={`member-${member.id}`}>
            <InfoRow label={`${member.nameMasked}（${member.relation}）`} value={member.phoneMasked} />
            {member.idNumMasked !== '' && <Text className="ls-muted">{`证件号 ${member.idNumMasked}`}</Text>}
            {editable && editing === null && (
              <View className="ls-member-actions">
                <View className="ls-link" role="button" data-testid={`member-edit-${member.id}`} onTap={() => open(member)}>
                  <Text>修改</Text>
                </View>
                <View className="ls-link" role="button" data-testid={`member-remove-${member.id}`} onTap={() => void remove(member)}>
                  <Text>删除</Text>
                </View>
              </View>
            )}
          </View>
        ))
      )}
      {editable && full && editing === null && <Text className="ls-muted">{`同住人最多${CONTRACT_MEMBERS_MAX}位`}</Text>}
      {editable && !full && editing === null && list !== undefined && (
        <View className="ls-member-actions">
          <Button size="small" kind="default" testId="member-add" onTap={() => open(null)}>
            添加同住人
          </Button>
        </View>
      )}
      {editing !== null && (
        <View className="ls-member-form" data-testid="member-form">
          <Text className="ls-section-title">{editing === '' ? '添加同住人' : '修改同住人（请重新填写）'}</Text>
          <View className="ls-field">
            <Text className="ls-field-label">证件类型</Text>
            <View className="ls-chips" role="radiogroup" aria-label="证件类型">
              {ID_NUM_TYPES.map((type) => (
                <View
                  key={type.idNumType}
                  className={form.values.idNumType === type.idNumType ? 'ls-chip ls-chip--on' : 'ls-chip'}
                  role="radio"
                  aria-checked={form.values.idNumType === type.idNumType}
                  data-testid={`member-idtype-${type.idNumType}`}
                  onTap={() => form.set({ idNumType: type.idNumType })}
                >
                  <Text>{type.label}</Text>
                </View>
              ))}
            </View>
          </View>
          {TEXT_FIELDS.map(({ field, label, placeholder, max }) => (
            <View key={field} className="ls-field" {...form.field(field, label)}>
              <Text className="ls-field-label">{label}</Text>
              <Input
                className="ak-input"
                {...keyboardOf(field, form.values.idNumType ?? 1)}
                value={form.values[field] ?? ''}
                maxLength={field === 'name' ? inputMaxLength(max) : max}
                placeholder={placeholder}
                aria-label={label}
                data-testid={`member-${field}`}
                onInput={(event) => form.set({ [field]: String(event.target.value ?? '') })}
              />
              {form.errors[field] !== undefined && <FieldError>{form.errors[field]}</FieldError>}
            </View>
          ))}
          <View className="ls-field" {...form.field('relation', '与承租人关系')}>
            <Text className="ls-field-label">与承租人关系</Text>
            <View className="ls-chips" role="radiogroup" aria-label="与承租人关系">
              {MEMBER_RELATIONS.map((relation) => (
                <View
                  key={relation}
                  className={form.values.relation === relation ? 'ls-chip ls-chip--on' : 'ls-chip'}
                  role="radio"
                  aria-checked={form.values.relation === relation}
                  data-testid={`member-relation-${relation}`}
                  onTap={() => form.set({ relation })}
                >
                  <Text>{relation}</Text>
                </View>
              ))}
            </View>
            {form.errors.relation !== undefined && <FieldError>{form.errors.relation}</FieldError>}
          </View>
          {form.errors.idNumType !== undefined && <FieldError>{form.errors.idNumType}</FieldError>}
          {form.failure !== null && <FieldError>{form.failure}</FieldError>}
          <Text className="ls-muted">同住人信息仅用于入住登记及房屋安全管理，将加密保存。</Text>
          <View className="ls-member-actions">
            <Button size="small" kind="default" testId="member-cancel" onTap={() => setEditing(null)}>
              取消
            </Button>
            <Button size="small" disabled={form.sending} testId="member-save" onTap={() => void form.submit()}>
              {form.sending ? '保存中…' : '保存'}
            </Button>
          </View>
        </View>
      )}
    </Card>
  );
}
