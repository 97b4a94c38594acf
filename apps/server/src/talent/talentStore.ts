import {
  TALENT_DOCUMENTS,
  TALENT_DOCUMENT_TEXT,
  TALENT_OPERATOR_TARGET,
  TALENT_STATUS_TEXT,
  canWithdrawTalentApplication,
  chinaDate,
  isLiveTalentApplication,
  maskIdNumber,
  maskName,
  talentEligibilityProblems,
  talentMessages,
  talentRentFen,
  talentTransition,
  type TalentApplication,
  type TalentApplicationRequest,
  type TalentApplicationStatus,
  type TalentDegree,
  type TalentDocumentKind,
  type TalentLevel,
  type TalentMine,
  type TalentOperatorMove,
  type TalentProgramme,
  type TalentProject,
  type TalentProjectSummary,
  type TalentRules,
  type TalentTimelineStep,
} from '@aster/core-domain';
import type { ServerClock } from '../clock';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { absolute } from '../http/links';
import { createRealNameStore } from '../identity/realNames';

export const talentErrors = {
  notFound: () => new BusinessError('TALENT_APPLICATION_NOT_FOUND', '申请不存在'),
  projectNotFound: () => new BusinessError('TALENT_PROJECT_NOT_FOUND', '项目不存在'),
  notVerified: () => new BusinessError('TALENT_NOT_VERIFIED', talentMessages.notVerified),
  live: () => new BusinessError('TALENT_APPLICATION_LIVE', talentMessages.live),
  notEligible: (problem: string) => new BusinessError('TALENT_NOT_ELIGIBLE', problem),
  projects: () => new BusinessError('TALENT_PROJECTS', '意向项目不存在，请重新选择'),
  document: (kind: TalentDocumentKind) => new BusinessError('TALENT_DOCUMENT', `${TALENT_DOCUMENT_TEXT[kind].missing}（原照片已失效）`),
  cannotWithdraw: () => new BusinessError('TALENT_CANNOT_WITHDRAW', '该申请已结束，无法撤回'),
  cannotMove: () => new BusinessError('TALENT_CANNOT_MOVE', '该申请当前状态不能进行此操作'),
  noVacancy: () => new BusinessError('TALENT_NO_VACANCY', '该项目暂无空房'),
};

/**
 * The programme the reference operator runs for Shanghai (configuration of a real operator, like its service
 * phones). Why these rules: what the city's 人才安居 schemes publish: a bachelor's degree or a certified talent, six
 * months of the city's social insurance (waived for leading talents brought in), no home in the city, 七折 rent for up
 * to three years, two projects queued for at once.
 */
export const TALENT_PROGRAMME = {
  name: '人才安居租赁计划',
  cityId: 107,
  cityName: '上海',
  organiser: 'Aster寓受上海市人才服务中心委托运营',
  rules: { minDegree: 'bachelor', minInsuranceMonths: 6, insuranceExemptLevels: ['leading'], noHomeInCity: true, rentPercent: 70, maxStayMonths: 36, maxHouseholdSize: 3, maxProjects: 2 } satisfies TalentRules,
  eligibility: [
    '本科及以上学历，或经认定的青年人才、高层次人才、领军人才',
    '在本市连续缴纳社会保险满6个月（领军人才不限）',
    '本人及配偶在本市无自有住房',
    '与本市用人单位签订劳动合同，入住人数不超过3人',
  ],
} as const;

/** Where a project's pictures are drawn (this feature's own HTTP). */
export const PROJECT_PHOTO_PATH = '/static/talent-projects/:file';
const projectPhotoPath = (projectId: string, index: number) => `/static/talent-projects/${encodeURIComponent(projectId)}-${index}.svg`;
export const PROJECT_PHOTOS = 3;

interface ProjectRow {
  id: string;
  name: string;
  district: string;
  address: string;
  description: string;
  around: string;
}

interface RoomTypeRow {
  position: number;
  name: string;
  area_sqm: number;
  market_rent_fen: number;
  vacancies: number;
}

interface ApplicationRow {
  id: number;
  application_no: string;
  user_id: number | null;
  employer: string;
  degree: TalentDegree;
  talent_level: TalentLevel;
  insurance_months: number;
  household_size: number;
  status: TalentApplicationStatus;
  reject_reason: string | null;
  offer_project_id: string | null;
  offer_room_position: number | null;
  offer_room_name: string | null;
  submitted_at: number;
  queued_at: number | null;
  rejected_at: number | null;
  offered_at: number | null;
  moved_in_at: number | null;
  withdrawn_at: number | null;
}

const QUEUED = "a.status = 'queued'";

export function createTalentStore(db: Db, clock: ServerClock) {
  const realNames = createRealNameStore(db, clock);
  const q = {
    projects: db.prepare('SELECT id, name, district, address, description, around FROM talent_projects WHERE city_id = ? ORDER BY position'),
    project: db.prepare('SELECT id, name, district, address, description, around FROM talent_projects WHERE id = ?'),
    roomTypes: db.prepare('SELECT position, name, area_sqm, market_rent_fen, vacancies FROM talent_room_types WHERE project_id = ? ORDER BY position'),
    queueLength: db.prepare(`SELECT count(*) AS n FROM talent_application_projects p JOIN talent_applications a ON a.id = p.application_id WHERE p.project_id = ? AND ${QUEUED}`),
    // Ahead of an application: those queued for the same project that were sent before it (submission order).
    ahead: db.prepare(`SELECT count(*) AS n FROM talent_application_projects p JOIN talent_applications a ON a.id = p.application_id
      WHERE p.project_id = ? AND ${QUEUED} AND (a.submitted_at < ? OR (a.submitted_at = ? AND a.id < ?))`),
    latestOf: db.prepare('SELECT * FROM talent_applications WHERE user_id = ? ORDER BY submitted_at DESC, id DESC LIMIT 1'),
    liveOf: db.prepare("SELECT id FROM talent_applications WHERE user_id = ? AND status IN ('reviewing', 'queued', 'offered')"),
    byKey: db.prepare('SELECT * FROM talent_applications WHERE user_id = ? AND request_key = ?'),
    byId: db.prepare('SELECT * FROM talent_applications WHERE id = ?'),
    ownById: db.prepare('SELECT * FROM talent_applications WHERE id = ? AND user_id = ?'),
    projectsOf: db.prepare('SELECT p.project_id AS id, t.name FROM talent_application_projects p JOIN talent_projects t ON t.id = p.project_id WHERE p.application_id = ? ORDER BY p.position'),
    documentsOf: db.prepare('SELECT kind, upload_id FROM talent_application_documents WHERE application_id = ?'),
    ownUpload: db.prepare('SELECT id FROM uploads WHERE id = ? AND user_id = ? AND kind = ?'),
    insert: db.prepare(`INSERT INTO talent_applications (application_no, user_id, employer, degree, talent_level, insurance_months, household_size, status, request_key, submitted_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'reviewing', ?, ?)`),
    setNumber: db.prepare('UPDATE talent_applications SET application_no = ? WHERE id = ?'),
    insertProject: db.prepare('INSERT INTO talent_application_projects (application_id, project_id, position) VALUES (?, ?, ?)'),
    insertDocument: db.prepare('INSERT INTO talent_application_documents (application_id, kind, upload_id) VALUES (?, ?, ?)'),
    takeRoom: db.prepare('UPDATE talent_room_types SET vacancies = vacancies - 1 WHERE project_id = ? AND position = ? AND vacancies > 0'),
    giveBackRoom: db.prepare('UPDATE talent_room_types SET vacancies = vacancies + 1 WHERE project_id = ? AND position = ?'),
    deleteOf: db.prepare('DELETE FROM talent_applications WHERE user_id = ?'),
  };

  const queueLength = (projectId: string) => (q.queueLength.get(projectId) as { n: number }).n;
  const roomTypes = (projectId: string) => q.roomTypes.all(projectId) as RoomTypeRow[];
  const { rentPercent } = TALENT_PROGRAMME.rules;

  const summary = (row: ProjectRow, origin: string): TalentProjectSummary => {
    const rooms = roomTypes(row.id);
    return {
      id: row.id,
      name: row.name,
      district: row.district,
      address: row.address,
      coverUrl: absolute(origin, projectPhotoPath(row.id, 1)),
      rentFromFen: Math.min(...rooms.map((room) => talentRentFen(room.market_rent_fen, rentPercent))),
      vacancies: rooms.reduce((sum, room) => sum + room.vacancies, 0),
      queueLength: queueLength(row.id),
    };
  };

  const timeline = (row: ApplicationRow): TalentTimelineStep[] => {
    const steps: TalentTimelineStep[] = [{ status: 'submitted', title: '提交申请', at: row.submitted_at, note: null }];
    const push = (status: TalentApplicationStatus, at: number | null, title: string, note: string | null = null) => {
      if (at !== null) steps.push({ status, title, at, note });
    };
    push('queued', row.queued_at, '审核通过，进入轮候');
    push('rejected', row.rejected_at, '审核不通过', row.reject_reason);
    push('offered', row.offered_at, '已配房', row.offer_room_name);
    push('moved_in', row.moved_in_at, '已入住');
    push('withdrawn', row.withdrawn_at, '已撤回申请');
    return steps.sort((a, b) => a.at - b.at);
  };

  const view = (row: ApplicationRow): TalentApplication => {
    const projects = q.projectsOf.all(row.id) as { id: string; name: string }[];
    const documents = Object.fromEntries((q.documentsOf.all(row.id) as { kind: TalentDocumentKind; upload_id: string }[]).map((doc) => [doc.kind, doc.upload_id]));
    const queue =
      row.status === 'queued'
        ? projects.map((project) => {
            const ahead = (q.ahead.get(project.id, row.submitted_at, row.submitted_at, row.id) as { n: number }).n;
            return { projectId: project.id, projectName: project.name, place: ahead + 1, ahead, queueLength: queueLength(project.id) };
          })
        : [];
    let offer: TalentApplication['offer'] = null;
    if (row.offer_project_id !== null && row.offer_room_position !== null) {
      const project = q.project.get(row.offer_project_id) as ProjectRow;
      const room = roomTypes(project.id).find((type) => type.position === row.offer_room_position);
      offer = {
        projectId: project.id,
        projectName: project.name,
        address: project.address,
        roomName: row.offer_room_name ?? '',
        roomType: room?.name ?? '',
        rentFen: room === undefined ? 0 : talentRentFen(room.market_rent_fen, rentPercent),
      };
    }
    return {
      id: String(row.id),
      applicationNo: row.application_no,
      status: row.status,
      statusText: TALENT_STATUS_TEXT[row.status],
      employer: row.employer,
      degree: row.degree,
      talentLevel: row.talent_level,
      insuranceMonths: row.insurance_months,
      householdSize: row.household_size,
      projects,
      documents: { talent_degree: documents.talent_degree ?? '', talent_contract: documents.talent_contract ?? '', talent_insurance: documents.talent_insurance ?? '' },
      submittedAt: row.submitted_at,
      rejectReason: row.status === 'rejected' ? row.reject_reason : null,
      queue,
      offer,
      timeline: timeline(row),
      canWithdraw: canWithdrawTalentApplication(row.status),
    };
  };

  const numberOf = (id: number, at: number) => `RC${chinaDate(at).replace(/-/g, '')}${String(id).padStart(5, '0')}`;

  const move = (row: ApplicationRow, to: TalentApplicationStatus, set: string, values: unknown[]) => {
    if (!talentTransition(row.status, to)) throw talentErrors.cannotMove();
    const changed = db.prepare(`UPDATE talent_applications SET status = ?, ${set} WHERE id = ? AND status = ?`).run(to, ...values, row.id, row.status);
    if (changed.changes !== 1) throw talentErrors.cannotMove();
  };

  return {
    programme(origin: string): TalentProgramme {
      const { name, cityName, organiser, rules, eligibility } = TALENT_PROGRAMME;
      return {
        name,
        cityName,
        organiser,
        rules: { ...rules, insuranceExemptLevels: [...rules.insuranceExemptLevels] },
        eligibility: [...eligibility],
        projects: (q.projects.all(TALENT_PROGRAMME.cityId) as ProjectRow[]).map((row) => summary(row, origin)),
      };
    },

    project(id: string, origin: string): TalentProject {
      const row = q.project.get(id) as ProjectRow | undefined;
      if (row === undefined) throw talentErrors.projectNotFound();
      return {
        ...summary(row, origin),
        photoUrls: Array.from({ length: PROJECT_PHOTOS }, (_unused, index) => absolute(origin, projectPhotoPath(row.id, index + 1))),
        description: row.description,
        around: row.around.split('\n').filter((line) => line !== ''),
        rentPercent,
        roomTypes: roomTypes(row.id).map((room) => ({
          name: room.name,
          areaSqm: room.area_sqm,
          marketRentFen: room.market_rent_fen,
          rentFen: talentRentFen(room.market_rent_fen, rentPercent),
          vacancies: room.vacancies,
        })),
      };
    },

    /** A project's name for its pictures; null when there is none. */
    projectName: (id: string) => (q.project.get(id) as ProjectRow | undefined)?.name ?? null,

    mine(userId: number): TalentMine {
      const identity = realNames.of(userId);
      const latest = q.latestOf.get(userId) as ApplicationRow | undefined;
      return {
        verified: identity !== null,
        // The spec's mask, as the real-name answer gives it: the surname form beside it would spell out a two-character name.
        name: identity === null ? null : maskName(identity.name),
        idNumber: identity === null ? null : maskIdNumber(identity.id_number),
        application: latest === undefined ? null : view(latest),
      };
    },

    apply(userId: number, input: TalentApplicationRequest): TalentApplication {
      const again = q.byKey.get(userId, input.requestKey) as ApplicationRow | undefined;
      if (again !== undefined) return view(again);
      if (realNames.of(userId) === null) throw talentErrors.notVerified();
      if (q.liveOf.get(userId) !== undefined) throw talentErrors.live();
      const projectIds = [...new Set(input.projectIds)];
      const [problem] = talentEligibilityProblems({ ...input, projectIds }, TALENT_PROGRAMME.rules);
      if (problem !== undefined) throw talentErrors.notEligible(problem);
      const known = new Set((q.projects.all(TALENT_PROGRAMME.cityId) as ProjectRow[]).map((row) => row.id));
      if (!projectIds.every((id) => known.has(id))) throw talentErrors.projects();
      for (const kind of TALENT_DOCUMENTS) if (q.ownUpload.get(input.documents[kind], userId, kind) === undefined) throw talentErrors.document(kind);
      const now = clock.now();
      const id = db.transaction(() => {
        const inserted = Number(q.insert.run(`pending-${input.requestKey}-${userId}`, userId, input.employer, input.degree, input.talentLevel, input.insuranceMonths, input.householdSize, input.requestKey, now).lastInsertRowid);
        q.setNumber.run(numberOf(inserted, now), inserted);
        projectIds.forEach((projectId, position) => q.insertProject.run(inserted, projectId, position));
        for (const kind of TALENT_DOCUMENTS) q.insertDocument.run(inserted, kind, input.documents[kind]);
        return inserted;
      })();
      return view(q.byId.get(id) as ApplicationRow);
    },

    withdraw(userId: number, id: string): TalentApplication {
      const row = (/^\d{1,12}$/.test(id) ? q.ownById.get(Number(id), userId) : undefined) as ApplicationRow | undefined;
      if (row === undefined) throw talentErrors.notFound();
      if (!canWithdrawTalentApplication(row.status)) throw talentErrors.cannotWithdraw();
      db.transaction(() => {
        move(row, 'withdrawn', 'withdrawn_at = ?', [clock.now()]);
        // An offered house goes back to the project for the next in the queue.
        if (row.status === 'offered' && row.offer_project_id !== null && row.offer_room_position !== null) q.giveBackRoom.run(row.offer_project_id, row.offer_room_position);
      })();
      return view(q.byId.get(row.id) as ApplicationRow);
    },

    /** The operator's moves (the dev flag plays them): approve into the queue, reject with a reason, offer a house, move in. */
    operatorMove(id: number, action: TalentOperatorMove): TalentApplication {
      const row = q.byId.get(id) as ApplicationRow | undefined;
      if (row === undefined) throw talentErrors.notFound();
      const to = TALENT_OPERATOR_TARGET[action.action];
      if (!isLiveTalentApplication(row.status) || !talentTransition(row.status, to)) throw talentErrors.cannotMove();
      const now = clock.now();
      db.transaction(() => {
        switch (action.action) {
          case 'approve':
            move(row, to, 'queued_at = ?', [now]);
            break;
          case 'reject':
            move(row, to, 'rejected_at = ?, reject_reason = ?', [now, action.reason]);
            break;
          case 'offer': {
            const wanted = (q.projectsOf.all(row.id) as { id: string }[]).map((project) => project.id);
            const projectId = action.projectId ?? wanted[0];
            if (projectId === undefined || !wanted.includes(projectId)) throw talentErrors.projects();
            const room = roomTypes(projectId).find((type) => type.vacancies > 0);
            if (room === undefined || q.takeRoom.run(projectId, room.position).changes !== 1) throw talentErrors.noVacancy();
            const project = q.project.get(projectId) as ProjectRow;
            const roomName = `${project.name} ${1 + (row.id % 6)}号楼${String(3 + (row.id % 18)).padStart(2, '0')}${String(1 + (row.id % 8)).padStart(2, '0')}室`;
            move(row, to, 'offered_at = ?, offer_project_id = ?, offer_room_position = ?, offer_room_name = ?', [now, projectId, room.position, roomName]);
            break;
          }
          case 'move_in':
            move(row, to, 'moved_in_at = ?', [now]);
            break;
        }
      })();
      return view(q.byId.get(row.id) as ApplicationRow);
    },

    /** Account log-out: the tenant's applications go with the account (their documents go with the uploads feature). */
    deleteAllOf(userId: number): void {
      q.deleteOf.run(userId);
    },
  };
}
