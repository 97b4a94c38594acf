import crypto from 'node:crypto';
import { contractEndpoints, homeEndpoints, type UnsignedContract } from '@aster/core-api';
import {
  CONTRACT_MEMBERS_MAX,
  chinaDate,
  chinaIso,
  contractFlowTypeText,
  idTypeOfNumType,
  isContractFinal,
  maskIdNumber,
  maskName,
  maskPhone,
  memberFormOn,
  normalizeIdNumber,
  onlineContractStatusCode,
  type ContractFlowType,
  type ContractMember,
  type ContractStatus,
  type ContractTodo,
} from '@aster/core-domain';
import { createHouseFacts } from '../bookings/houseFacts';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { describeInvalidInput } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import type { Services } from '../services';
import { contractErrors, type ContractRow, type ContractStore } from './contractStore';
import { flowCodePicture } from './flowCode';

// Section 7's contract calls whose pages came with issue 38: the store's 居住公约, the co-occupants (同住人), the
// tenant's signing to-dos, what contract_success shows, and the code of a flow the housekeeper scans.

/** A co-occupant as contracts.co_tenants holds it (the seed's have no id nor ID number: they are numbered in order). */
interface StoredMember {
  id?: number;
  name: string;
  phone: string;
  relation: string;
  idNumType?: number;
  idNum?: string;
}

export const memberErrors = {
  notFound: () => new BusinessError('CONTRACT_MEMBER_NOT_FOUND', '同住人不存在，请刷新后重试'),
  tooMany: () => new BusinessError('CONTRACT_MEMBERS_FULL', `同住人最多${CONTRACT_MEMBERS_MAX}位`),
  duplicate: () => new BusinessError('CONTRACT_MEMBER_DUPLICATE', '该同住人已登记'),
  isTenant: () => new BusinessError('CONTRACT_MEMBER_IS_TENANT', '承租人本人无需登记为同住人'),
};

/** How long a flow code works: the housekeeper scans it on the spot. */
export const FLOW_CODE_TTL_MS = 10 * 60 * 1000;

/** The flows whose code the tenant may show, by status: check-in until they live there, the key hand-back while leaving. */
const FLOW_STATUSES: Readonly<Record<ContractFlowType, readonly ContractStatus[]>> = {
  1: ['to_move_in', 'renting'],
  2: ['checkout_applied'],
};

const conventionParagraphs = (storeName: string): string[] => [
  `为营造安全、整洁、和睦的居住环境，${storeName}全体住户共同遵守本公约。`,
  '一、安全：禁止在房间内使用明火、大功率电器及私拉电线；禁止存放易燃易爆等危险物品；电动自行车不得进楼充电。',
  '二、安静：22:00至次日7:00请保持安静，避免影响邻居休息；装修、搬家请提前告知管家并在规定时间进行。',
  '三、卫生：生活垃圾请按分类要求投放至指定地点，不得堆放在走廊及公共区域；公共区域请保持整洁。',
  '四、宠物：饲养宠物须提前告知管家，遵守所在城市养犬规定，宠物造成的损失由饲养人承担。',
  '五、访客与同住：留宿访客须遵守本公约；长期同住人员请在合同详情中登记同住人，未登记人员不得长期居住。',
  '六、房屋使用：不得擅自改变房屋结构、转租或将房屋用于经营；设施损坏请及时报修，人为损坏照价赔偿。',
  '七、违反本公约的，管家将予以提醒；情节严重或屡次违反的，出租方可依照租赁合同约定处理。',
];

/** The to-do of each status that waits for the tenant (h5todoList/v2). */
const SIGNING_STEP_OF_STATUS: Partial<Record<ContractStatus, Pick<ContractTodo, 'type' | 'title' | 'actionText'>>> = {
  pre_created: { type: 'prefill', title: '请完善签约信息后签署合同', actionText: '去完善' },
  awaiting_sign: { type: 'sign', title: '合同待您签署', actionText: '去签约' },
  awaiting_payment: { type: 'pay', title: '合同已签署，请支付首期款项', actionText: '去支付' },
};

/** The home base's mineContracts: the caller's contracts still to complete or sign, newest first. */
export function homeContracts(services: Services, store: ContractStore): (userId: number) => UnsignedContract[] {
  const houses = createHouseFacts(services.db);
  return (userId) =>
    store
      .ofUser(userId)
      .filter((row) => row.status === 'pre_created' || row.status === 'awaiting_sign')
      .map((row) => ({ contractId: String(row.id), houseName: houses.get(row.house_id).title, onlineContractStatus: onlineContractStatusCode[row.status] }));
}

export function contractFlowRoutes(services: Services, store: ContractStore): ApiRoute[] {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const e = contractEndpoints;
  const q = {
    members: db.prepare('UPDATE contracts SET co_tenants = ? WHERE id = ?'),
  };
  const ownContract = (context: { userId: number | null }, id: string | number) => store.own(loggedInUser(context), String(id));

  const membersOf = (row: ContractRow): (StoredMember & { id: number })[] =>
    (JSON.parse(row.co_tenants) as StoredMember[]).map((member, index) => ({ ...member, id: member.id ?? index + 1 }));
  const memberView = (member: StoredMember & { id: number }): ContractMember => ({
    id: String(member.id),
    nameMasked: maskName(member.name),
    phoneMasked: maskPhone(member.phone),
    idNumType: member.idNumType ?? 1,
    idNumMasked: member.idNum === undefined ? '' : maskIdNumber(member.idNum),
    relation: member.relation,
  });

  /** The signing step a contract waits for, as the home page's card says it; null when none. */
  const todoOf = (row: ContractRow): ContractTodo | null => {
    const step = SIGNING_STEP_OF_STATUS[row.status];
    return step === undefined ? null : { ...step, contractId: String(row.id), contractNo: row.contract_no, houseTitle: houses.get(row.house_id).title };
  };

  const nextSteps = (status: ContractStatus): string[] => {
    const steps: string[] = [];
    if (status === 'awaiting_payment') steps.push('支付首期款项（押金及首期房租，预订定金已抵扣）');
    steps.push('签署租住承诺书；如需，可选购租房保险');
    if (status === 'awaiting_payment' || status === 'to_move_in') steps.push('入住当天向管家出示入住码，逐项核对物品、水电读数并领取钥匙');
    steps.push('入住后可在合同详情中查看账单、门锁及电子合同，登记同住人');
    return steps;
  };

  const flowSecret = crypto.randomBytes(32);

  return [
    implement(e.conventionModel, (context) => {
      const row = ownContract(context, context.params.id ?? '');
      const house = houses.get(row.house_id);
      return { contractId: String(row.id), title: `${house.storeName}居住公约`, paragraphs: conventionParagraphs(house.storeName), html: null };
    }),
    implement(e.usersInfo, (context) => membersOf(ownContract(context, context.input.contractId)).map(memberView)),
    implement(e.memberInfo, (context) => {
      const row = ownContract(context, context.input.contractId);
      if (isContractFinal(row.status)) throw contractErrors.refused(row.status);
      // The ID number's birth date is checked against today here (the catalogue takes any).
      const checked = memberFormOn(chinaDate(clock.now())).safeParse(context.input);
      if (!checked.success) throw errors.invalidParams(describeInvalidInput(checked.error));
      const form = checked.data;
      const members = membersOf(row);
      const index = form.memberId === undefined ? -1 : members.findIndex((member) => String(member.id) === form.memberId);
      if (form.memberId !== undefined && index < 0) throw memberErrors.notFound();
      let next: (StoredMember & { id: number })[];
      let detail: string;
      if (form.remove === true) {
        const removed = members[index];
        next = members.filter((_, at) => at !== index);
        detail = `删除同住人${maskName(removed?.name ?? '')}`;
      } else {
        const idNum = form.idNum ?? '';
        const idNumType = form.idNumType ?? 1;
        if (idTypeOfNumType(idNumType) === null) throw errors.invalidParams('请选择证件类型');
        if (row.tenant_id_number !== null && normalizeIdNumber(row.tenant_id_number) === idNum) throw memberErrors.isTenant();
        if (members.some((member, at) => at !== index && member.idNum === idNum)) throw memberErrors.duplicate();
        const member = { name: form.name ?? '', phone: form.phone ?? '', relation: form.relation ?? '其他', idNumType, idNum };
        if (index < 0) {
          if (members.length >= CONTRACT_MEMBERS_MAX) throw memberErrors.tooMany();
          next = [...members, { ...member, id: members.reduce((max, each) => Math.max(max, each.id), 0) + 1 }];
          detail = `登记同住人${maskName(member.name)}（${member.relation}）`;
        } else {
          next = members.map((each, at) => (at === index ? { ...member, id: each.id } : each));
          detail = `修改同住人${maskName(member.name)}（${member.relation}）`;
        }
      }
      db.transaction(() => {
        q.members.run(JSON.stringify(next), row.id);
        store.record(row.id, '同住人变更', detail);
      })();
      return next.map(memberView);
    }),
    implement(homeEndpoints.contractTodos, (context) =>
      store
        .ofUser(loggedInUser(context))
        .map(todoOf)
        .filter((todo): todo is ContractTodo => todo !== null),
    ),
    implement(e.success, (context) => {
      const row = ownContract(context, context.params.id ?? '');
      if (row.signed_at === null) throw contractErrors.refused(row.status);
      const contract = store.detail(row, context.origin);
      return {
        contractId: contract.id,
        contractNo: contract.contractNo,
        status: contract.status,
        statusText: contract.statusText,
        house: contract.house,
        startDate: contract.startDate,
        endDate: contract.endDate,
        paymentCycleText: contract.paymentCycle.text,
        rent: contract.rent,
        signedAt: contract.signedAt,
        firstPayment: contract.firstPayment,
        pdfUrl: contract.pdfUrl,
        nextSteps: nextSteps(row.status),
      };
    }),
    implement(e.qrcode, (context) => {
      const row = ownContract(context, context.params.id ?? '');
      const flowType = context.input.flowType;
      if (!FLOW_STATUSES[flowType].includes(row.status)) {
        throw new BusinessError('CONTRACT_FLOW_UNAVAILABLE', `该合同${row.status === 'awaiting_sign' || row.status === 'pre_created' ? '尚未签署' : '当前状态'}，暂不能出示${contractFlowTypeText[flowType]}`);
      }
      const expires = clock.now() + FLOW_CODE_TTL_MS;
      // The housekeeper's system checks the MAC (a key of the operator's); the code names the contract, not the tenant.
      const mac = crypto.createHmac('sha256', flowSecret).update(`${row.id}:${flowType}:${expires}`).digest('hex').slice(0, 12).toUpperCase();
      const code = `ASTER-${flowType}-${row.contract_no}-${expires.toString(36).toUpperCase()}-${mac}`;
      return { contractId: String(row.id), flowType, code, image: flowCodePicture(code), expiresAt: chinaIso(expires) };
    }),
  ];
}
