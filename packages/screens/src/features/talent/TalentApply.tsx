import * as React from 'react';
import { useAppSelector, useApplyForTalentHousingMutation, useGetMyTalentApplicationQuery, useGetTalentProgrammeQuery } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import {
  TALENT_DEGREES,
  TALENT_DEGREE_TEXT,
  TALENT_DOCUMENTS,
  TALENT_DOCUMENT_TEXT,
  TALENT_EMPLOYER_MAX,
  TALENT_LEVELS,
  TALENT_LEVEL_TEXT,
  TalentApplicationFormSchema,
  inputMaxLength,
  isLiveTalentApplication,
  pageLink,
  selectUserId,
  talentEligibilityProblems,
  talentMessages,
  type TalentApplication,
  type TalentApplicationFormInput,
  type TalentDocumentKind,
  type TalentProgramme,
} from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { storage } from '@screens/platform/storage';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { PhotoSlot } from '@screens/features/upload/PhotoSlot';
import { usePhotoUploads, type PhotoSlotState } from '@screens/features/upload/usePhotoUploads';
import { EMPTY_TALENT_FORM, clearTalentDraft, readTalentDraft, writeTalentDraft } from './talentDraft';
import { keypad } from '@screens/ui/keypad';
import '@screens/features/booking/booking.css';
import './talent.css';

type DocumentErrors = Partial<Record<TalentDocumentKind, string>>;

/** A rejected application's answers, to change and send again (修改后重新提交). */
function answersOf(application: TalentApplication): TalentApplicationFormInput {
  return {
    employer: application.employer,
    degree: application.degree,
    talentLevel: application.talentLevel,
    insuranceMonths: String(application.insuranceMonths),
    projectIds: application.projects.map((project) => project.id),
    householdSize: application.householdSize,
    noHomeInCity: false,
  };
}

const doneSlots = (documents: Partial<Record<TalentDocumentKind, string>>): Partial<Record<TalentDocumentKind, PhotoSlotState>> =>
  Object.fromEntries(Object.entries(documents).filter(([, id]) => id !== '').map(([kind, id]) => [kind, { status: 'done', preview: '', uploadId: id }]));

function Chips<T extends string | number>({ label, options, text, chosen, onChoose, testId }: { label: string; options: readonly T[]; text: (value: T) => string; chosen: (value: T) => boolean; onChoose: (value: T) => void; testId: string }) {
  return (
    <View className="bk-chip-row" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <View key={String(option)} className={`bk-chip tl-chip ${chosen(option) ? 'bk-chip--on' : ''}`} role="radio" aria-checked={chosen(option)} data-testid={`${testId}-${option}`} onTap={() => onChoose(option)}>
          <Text>{text(option)}</Text>
        </View>
      ))}
    </View>
  );
}

function ApplyForm({ programme, verifiedName, verifiedId, earlier, userId }: { programme: TalentProgramme; verifiedName: string; verifiedId: string; earlier: TalentApplication | null; userId: string }) {
  const [apply] = useApplyForTalentHousingMutation();
  const draft = React.useMemo(() => readTalentDraft(storage, userId), [userId]);
  const rejected = earlier?.status === 'rejected' ? earlier : null;
  const startValues = draft?.values ?? (rejected === null ? EMPTY_TALENT_FORM : answersOf(rejected));
  const documents = usePhotoUploads(TALENT_DOCUMENTS, doneSlots(draft?.documents ?? rejected?.documents ?? {}));
  const [documentErrors, setDocumentErrors] = React.useState<DocumentErrors>({});
  const uploaded = Object.fromEntries(TALENT_DOCUMENTS.map((kind) => [kind, documents.slots[kind].status === 'done' ? (documents.slots[kind] as { uploadId: string }).uploadId : ''])) as Record<TalentDocumentKind, string>;
  const form = useForm(TalentApplicationFormSchema, {
    initial: startValues,
    submit: (data, { requestKey }) => apply({ ...data, documents: uploaded, requestKey }).unwrap(),
    onSuccess: () => {
      clearTalentDraft(storage, userId);
      void navigation.redirectTo(pageLink('pages/talent/submitted/index'));
    },
    failureFallback: '提交失败，请稍后再试',
  });
  const { rules } = programme;

  // Whatever is typed or uploaded is kept on the phone until it is sent.
  const uploadedKey = TALENT_DOCUMENTS.map((kind) => uploaded[kind]).join('|');
  React.useEffect(() => {
    writeTalentDraft(storage, userId, { values: form.values, documents: Object.fromEntries(Object.entries(uploaded).filter(([, id]) => id !== '')) });
  }, [form.values, uploadedKey]);

  const onSend = () => {
    const missing = Object.fromEntries(TALENT_DOCUMENTS.filter((kind) => uploaded[kind] === '' && documents.slots[kind].status !== 'uploading' && documents.slots[kind].status !== 'compressing').map((kind) => [kind, TALENT_DOCUMENT_TEXT[kind].missing]));
    setDocumentErrors(missing);
    const formOk = form.check();
    if (!formOk) return;
    if (documents.busy) return form.show({ failure: talentMessages.busy });
    if (TALENT_DOCUMENTS.some((kind) => documents.slots[kind].status === 'failed')) return form.show({ failure: talentMessages.failed });
    if (Object.keys(missing).length > 0) return form.show({ failure: Object.values(missing)[0] ?? null });
    const parsed = TalentApplicationFormSchema.parse(form.values);
    const [problem] = talentEligibilityProblems(parsed, rules);
    if (problem !== undefined) return form.show({ failure: problem });
    return form.submit();
  };

  const toggleProject = (id: string) => {
    const chosen = form.values.projectIds;
    if (chosen.includes(id)) form.set({ projectIds: chosen.filter((one) => one !== id) });
    else if (chosen.length < rules.maxProjects) form.set({ projectIds: [...chosen, id] });
    else form.show({ errors: { projectIds: talentMessages.projectsMany(rules.maxProjects) } });
  };

  return (
    <Page>
      <View className="bk-body">
        {rejected !== null && (
          <View className="tl-notice" data-testid="tl-rejected-reason">
            <Text>{`上次审核未通过：${rejected.rejectReason ?? ''}。请修改后重新提交。`}</Text>
          </View>
        )}
        <Card title="申请人（实名认证信息）">
          <InfoRow label="姓名" value={verifiedName} testId="tl-apply-name" />
          <InfoRow label="证件号码" value={verifiedId} testId="tl-apply-id" />
        </Card>
        <Card title="工作与资格">
          <Text className="tl-label">工作单位</Text>
          <Input
            className="ak-input"
            value={form.values.employer}
            maxLength={inputMaxLength(TALENT_EMPLOYER_MAX)}
            placeholder="与劳动合同一致的单位全称"
            aria-label="工作单位"
            data-testid="tl-employer"
            onInput={(event) => form.set({ employer: String(event.target.value ?? '') })}
          />
          {form.errors.employer !== undefined && <FieldError>{form.errors.employer}</FieldError>}
          <Text className="tl-label">最高学历</Text>
          <Chips label="最高学历" options={TALENT_DEGREES} text={(degree) => TALENT_DEGREE_TEXT[degree]} chosen={(degree) => form.values.degree === degree} onChoose={(degree) => form.set({ degree })} testId="tl-degree" />
          {form.errors.degree !== undefined && <FieldError>{form.errors.degree}</FieldError>}
          <Text className="tl-label">人才类别</Text>
          <Chips label="人才类别" options={TALENT_LEVELS} text={(level) => TALENT_LEVEL_TEXT[level]} chosen={(level) => form.values.talentLevel === level} onChoose={(talentLevel) => form.set({ talentLevel })} testId="tl-level" />
          {form.errors.talentLevel !== undefined && <FieldError>{form.errors.talentLevel}</FieldError>}
          <Text className="tl-label">本市社保连续缴纳（月）</Text>
          <Input
            className="ak-input"
            {...keypad('digits')}
            maxLength={3}
            value={form.values.insuranceMonths}
            placeholder={`需满${rules.minInsuranceMonths}个月`}
            aria-label="本市社保连续缴纳月数"
            data-testid="tl-insurance"
            onInput={(event) => form.set({ insuranceMonths: String(event.target.value ?? '') })}
          />
          {form.errors.insuranceMonths !== undefined && <FieldError>{form.errors.insuranceMonths}</FieldError>}
        </Card>
        <Card title={`意向项目（最多${rules.maxProjects}个）`}>
          <View role="group" aria-label="意向项目">
            {programme.projects.map((project) => {
              const on = form.values.projectIds.includes(project.id);
              return (
                <View key={project.id} className={`tl-option ${on ? 'tl-option--on' : ''}`} role="checkbox" aria-checked={on} aria-label={project.name} data-testid={`tl-project-${project.id}`} onTap={() => toggleProject(project.id)}>
                  <Text className="tl-option-title">{project.name}</Text>
                  <Text className="tl-note">{`${project.district} · 空房${project.vacancies}套 · 轮候${project.queueLength}人`}</Text>
                </View>
              );
            })}
          </View>
          {form.errors.projectIds !== undefined && <FieldError>{form.errors.projectIds}</FieldError>}
        </Card>
        <Card title="入住人数">
          <Chips
            label="入住人数"
            options={Array.from({ length: rules.maxHouseholdSize }, (_unused, index) => index + 1)}
            text={(size) => `${size}人`}
            chosen={(size) => form.values.householdSize === size}
            onChoose={(householdSize) => form.set({ householdSize })}
            testId="tl-household"
          />
        </Card>
        <Card title="申请材料">
          <Text className="tl-note">请上传清晰的原件照片，每项一张</Text>
          {TALENT_DOCUMENTS.map((kind) => (
            <View key={kind}>
              <PhotoSlot
                label={TALENT_DOCUMENT_TEXT[kind].title}
                hint={TALENT_DOCUMENT_TEXT[kind].hint}
                state={documents.slots[kind]}
                testId={`tl-doc-${kind}`}
                onChoose={(source) => {
                  setDocumentErrors((errors) => ({ ...errors, [kind]: undefined }));
                  void documents.choose(kind, source);
                }}
                onRetry={() => void documents.retry(kind)}
              />
              {documentErrors[kind] !== undefined && (
                <View data-testid={`tl-doc-${kind}-missing`}>
                  <FieldError>{documentErrors[kind]}</FieldError>
                </View>
              )}
            </View>
          ))}
        </Card>
        <Card>
          <Checkbox checked={form.values.noHomeInCity} label="本人及配偶在本市无自有住房" testId="tl-no-home" onChange={(noHomeInCity) => form.set({ noHomeInCity })}>
            <Text>{`本人承诺：本人及配偶在${programme.cityName}无自有住房，所填信息真实有效`}</Text>
          </Checkbox>
          {form.errors.noHomeInCity !== undefined && <FieldError>{form.errors.noHomeInCity}</FieldError>}
        </Card>
        {form.failure !== null && (
          <View data-testid="tl-failure">
            <FieldError>{form.failure}</FieldError>
          </View>
        )}
      </View>
      <ActionBar>
        <Button testId="tl-submit" disabled={form.sending} onTap={() => void onSend()}>
          提交申请
        </Button>
      </ActionBar>
    </Page>
  );
}

/**
 * 轮候申请: the programme's form for a real-name verified tenant without a live application: name and ID from the
 * verified identity (masked), employer, degree, talent level, social-insurance months, the projects, the household and
 * the three documents (compressed, uploaded with progress and retry), each checked before sending along with the
 * programme's rules. Everything is kept on the phone until it is sent.
 */
export function TalentApply() {
  const userId = useAppSelector(selectUserId);
  const mine = useGetMyTalentApplicationQuery(undefined, { refetchOnMountOrArgChange: true });
  const programme = useGetTalentProgrammeQuery();
  if (mine.data === undefined || programme.data === undefined || userId === null) {
    const failed = [mine, programme].find((query) => query.isError);
    return <QueryStatePage query={failed ?? (mine.data === undefined ? mine : programme)} failedText="加载失败" />;
  }
  const { application } = mine.data;
  if (!mine.data.verified) {
    return (
      <Page>
        <View className="bk-body tl-center">
          <StateView status="empty" text="申请人才公寓需先完成实名认证" />
          <Button testId="tl-go-verify" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_authentication/index'))}>
            去实名认证
          </Button>
        </View>
      </Page>
    );
  }
  if (application !== null && isLiveTalentApplication(application.status)) {
    return (
      <Page>
        <View className="bk-body tl-center">
          <StateView status="empty" text={`您已有进行中的申请（${application.statusText}）`} />
          <Button testId="tl-go-detail" onTap={() => void navigation.redirectTo(pageLink('pages/talent/waiting_detail/index'))}>
            查看轮候详情
          </Button>
        </View>
      </Page>
    );
  }
  return <ApplyForm programme={programme.data} verifiedName={mine.data.name ?? ''} verifiedId={mine.data.idNumber ?? ''} earlier={application} userId={userId} />;
}
