import { chinaInstant } from '@aster/core-domain';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';
import { TALENT_PROGRAMME } from './talentStore';

/** The programme's two projects in Shanghai: where the city puts its talent flats (science parks, on a metro line). */
const PROJECTS = [
  {
    id: 'zhangjiang',
    name: '张江人才公寓',
    district: '浦东新区',
    address: '上海市浦东新区祖冲之路2290弄',
    description: '紧邻张江科学城，精装修拎包入住，配备公共厨房、健身房与共享办公区，24小时管家服务。',
    around: ['地铁2号线张江高科站步行8分钟', '张江科学城、药谷', '商业：张江长泰广场'],
    rooms: [
      ['一室户', 28, 420_000, 3],
      ['一室一厅', 45, 620_000, 2],
      ['两室一厅', 68, 860_000, 0],
    ],
  },
  {
    id: 'caohejing',
    name: '漕河泾人才公寓',
    district: '徐汇区',
    address: '上海市徐汇区宜山路1618号',
    description: '位于漕河泾开发区核心，步行可达园区各写字楼，楼下有便利店与食堂，适合园区企业员工。',
    around: ['地铁9号线、12号线桂林路站步行5分钟', '漕河泾开发区', '商业：印象城'],
    rooms: [
      ['一室户', 30, 460_000, 1],
      ['一室一厅', 48, 680_000, 1],
    ],
  },
] as const;

/**
 * People already in the queues, who applied at the programme's service counter (no app account): employers of the
 * two parks, sent between August and October, each with the projects they wait for. Their order is the queue's.
 */
const QUEUE: readonly [string, string, 'bachelor' | 'master' | 'doctor', readonly string[], 'queued' | 'reviewing'][] = [
  ['2026-08-03', '上海张江生物医药有限公司', 'master', ['zhangjiang'], 'queued'],
  ['2026-08-11', '上海微电子研究院', 'doctor', ['zhangjiang', 'caohejing'], 'queued'],
  ['2026-08-19', '上海漕河泾软件有限公司', 'bachelor', ['caohejing'], 'queued'],
  ['2026-08-27', '上海集成电路设计有限公司', 'master', ['zhangjiang'], 'queued'],
  ['2026-09-05', '上海人工智能实验室', 'doctor', ['zhangjiang', 'caohejing'], 'queued'],
  ['2026-09-16', '上海云计算科技有限公司', 'bachelor', ['caohejing', 'zhangjiang'], 'queued'],
  ['2026-10-08', '上海新能源汽车研究院', 'master', ['zhangjiang'], 'queued'],
  ['2026-10-20', '上海光电科技有限公司', 'bachelor', ['caohejing'], 'reviewing'],
];

/** The programme's projects and the people queued before any tenant of the demo, once. */
export function seedTalentHousing(db: Db): void {
  const seeded = db.prepare('SELECT count(*) AS n FROM talent_projects').get() as { n: number };
  if (seeded.n > 0) return;
  const calendar = demoCalendar(db);
  db.transaction(() => {
    const project = db.prepare('INSERT INTO talent_projects (id, city_id, position, name, district, address, description, around) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const room = db.prepare('INSERT INTO talent_room_types (project_id, position, name, area_sqm, market_rent_fen, vacancies) VALUES (?, ?, ?, ?, ?, ?)');
    PROJECTS.forEach((entry, position) => {
      project.run(entry.id, TALENT_PROGRAMME.cityId, position, entry.name, entry.district, entry.address, entry.description, entry.around.join('\n'));
      entry.rooms.forEach(([name, area, rent, vacancies], index) => room.run(entry.id, index, name, area, rent, vacancies));
    });
    const application = db.prepare(`INSERT INTO talent_applications (application_no, user_id, employer, degree, talent_level, insurance_months, household_size, status, submitted_at, queued_at)
      VALUES (?, NULL, ?, ?, 'none', ?, 1, ?, ?, ?)`);
    const wants = db.prepare('INSERT INTO talent_application_projects (application_id, project_id, position) VALUES (?, ?, ?)');
    QUEUE.forEach(([seedDate, employer, degree, projects, status], index) => {
      const date = calendar.date(seedDate);
      const at = chinaInstant(date, '10:00');
      const id = Number(application.run(`RC${date.replace(/-/g, '')}${String(index + 1).padStart(5, '0')}`, employer, degree, 12 + index, status, at, status === 'queued' ? at + 7 * 24 * 3600_000 : null).lastInsertRowid);
      projects.forEach((projectId, position) => wants.run(id, projectId, position));
    });
  })();
}
