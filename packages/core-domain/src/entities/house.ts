import { z } from 'zod';
import { isCalendarDate } from '../format/chinaTime';
import { HouseIdentification } from './baseConfig';
import { idNumberProblem, normalizeIdNumber } from '../validation/idNumbers';
import { sanitizeRules } from '../validation/sanitize';
import { textField } from '../validation/text';
import { isValidPhone } from '../validation/validators';
import { DateTextSchema, EntityIdSchema, PhoneSchema, YuanAmountSchema } from './common';
import { SearchKeySchema } from './searchKey';

const idText = EntityIdSchema.transform(String);

/** A point in GCJ-02, the standard of the WeChat and Alipay map components and of the server's data. */
export const GeoPointSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
export type GeoPoint = z.infer<typeof GeoPointSchema>;

/** Rooms, living rooms and bathrooms: 2室1厅1卫. */
export const HouseLayoutSchema = z.looseObject({
  bedrooms: z.number().int().min(0),
  livingRooms: z.number().int().min(0),
  bathrooms: z.number().int().min(0),
});
export type HouseLayout = z.infer<typeof HouseLayoutSchema>;

/** Whether a room can still be booked: only `available` rooms take viewings and reservations. */
export const HouseAvailabilitySchema = z.enum(['available', 'reserved', 'rented']);
export type HouseAvailability = z.infer<typeof HouseAvailabilitySchema>;

/**
 * One listing in a result list or on a map: enough for a card. `rentalType` is the icon identification of the
 * base config (1 整租, 2 合租/床位, 4 品牌公寓, 15 加盟). Rent is yuan per month; coordinates are GCJ-02.
 */
export const HouseSummarySchema = z.looseObject({
  id: idText,
  title: z.string().min(1),
  cityId: z.number().int(),
  districtName: z.string(),
  areaName: z.string(),
  storeId: idText,
  storeName: z.string(),
  rentalType: z.number().int(),
  layout: HouseLayoutSchema,
  areaSqm: z.number().positive(),
  floor: z.number().int(),
  totalFloors: z.number().int().positive(),
  orientation: z.string(),
  rent: YuanAmountSchema,
  coverUrl: z.string().min(1),
  tags: z.array(z.string()).default([]),
  lat: z.number(),
  lon: z.number(),
  availability: HouseAvailabilitySchema,
  availableFrom: DateTextSchema,
  /** Metres from the point the list was sorted by distance from; absent otherwise. */
  distanceMeters: z.number().nonnegative().nullish(),
});
export type HouseSummary = z.infer<typeof HouseSummarySchema>;

/** A number of a query string: the server reads it as text, the app has it as a number. */
const queryNumber = () => z.coerce.number<number>();
const RENTAL_TYPES: readonly number[] = Object.values(HouseIdentification);
const BEDROOMS_MESSAGE = '居室数须为正整数';
const RENT_MESSAGE = '租金不能为负数';

/**
 * What narrows a house list or the map: house_list's filter bar sends it, the catalogue's list and map queries
 * are made of it and the server applies it. Rents are yuan per month, both bounds inclusive; `bedrooms` at the
 * top of the filter's options means "that many or more".
 */
export const HouseFilterChoiceSchema = z
  .object({
    searchKey: SearchKeySchema.optional(),
    districtId: z.string().max(32).optional(),
    areaId: z.string().max(32).optional(),
    storeId: z.string().max(32).optional(),
    rentalType: queryNumber()
      .refine((type) => RENTAL_TYPES.includes(type), '不支持的房源类型')
      .optional(),
    rentMin: queryNumber().min(0, RENT_MESSAGE).optional(),
    rentMax: queryNumber().min(0, RENT_MESSAGE).optional(),
    bedrooms: queryNumber().int(BEDROOMS_MESSAGE).positive(BEDROOMS_MESSAGE).optional(),
  })
  .refine(({ rentMin, rentMax }) => rentMin === undefined || rentMax === undefined || rentMin <= rentMax, {
    path: ['rentMax'],
    message: '最低租金不能高于最高租金',
  });
export type HouseFilterChoice = z.infer<typeof HouseFilterChoiceSchema>;

export const HouseSortSchema = z.enum(['default', 'price_asc', 'price_desc', 'newest', 'distance']);
export type HouseSort = z.infer<typeof HouseSortSchema>;

/** The answer to a list query: one page and the total that matched. */
export const HousePageSchema = z.looseObject({
  list: z.array(HouseSummarySchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type HousePage = z.infer<typeof HousePageSchema>;

/** What the list page offers to filter by in a city. Rent ranges are yuan; max null means "and above". */
export const HouseFiltersSchema = z.looseObject({
  districts: z.array(
    z.looseObject({
      id: idText,
      name: z.string(),
      areas: z.array(z.looseObject({ id: idText, name: z.string() })).default([]),
    }),
  ),
  rentRanges: z.array(z.looseObject({ label: z.string(), min: z.number().nonnegative(), max: z.number().positive().nullable() })),
  rentalTypes: z.array(z.looseObject({ identification: z.number().int(), name: z.string() })),
  /** Bedroom counts offered; the last one means "that many or more". */
  bedroomOptions: z.array(z.number().int().positive()),
});
export type HouseFilters = z.infer<typeof HouseFiltersSchema>;

/** A fee on top of rent (property, water, power, network, service): yuan per `unit`. */
export const HouseFeeSchema = z.looseObject({
  name: z.string(),
  amount: YuanAmountSchema,
  unit: z.string(),
  note: z.string().nullish(),
});
export type HouseFee = z.infer<typeof HouseFeeSchema>;

/** How the deposit works: 押一付三 is depositMonths 1, payMonths 3. */
export const DepositRuleSchema = z.looseObject({
  depositMonths: z.number().int().nonnegative(),
  payMonths: z.number().int().positive(),
  depositAmount: YuanAmountSchema,
  refundRule: z.string(),
});
export type DepositRule = z.infer<typeof DepositRuleSchema>;

/** An apartment store (门店) and the manager who shows its rooms. */
export const StoreSchema = z.looseObject({
  id: idText,
  name: z.string().min(1),
  cityId: z.number().int(),
  districtName: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  phone: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  openHours: z.string(),
  coverUrl: z.string().min(1),
  description: z.string().default(''),
  availableCount: z.number().int().nonnegative(),
  minRent: YuanAmountSchema.nullish(),
});
export type Store = z.infer<typeof StoreSchema>;

/** Everything house_detail shows. `description` is plain text: screens render it as text, never as HTML. */
export const HouseDetailSchema = HouseSummarySchema.extend({
  photos: z.array(z.looseObject({ url: z.string().min(1), caption: z.string().default('') })),
  videoUrl: z.string().nullish(),
  videoCoverUrl: z.string().nullish(),
  floorPlanUrl: z.string().nullish(),
  address: z.string(),
  description: z.string().default(''),
  facilities: z.array(z.looseObject({ code: z.string(), name: z.string() })),
  fees: z.array(HouseFeeSchema),
  deposit: DepositRuleSchema,
  /** The 定金 that holds the room until the contract is signed. */
  reservationDeposit: YuanAmountSchema,
  store: StoreSchema,
  sameBuildingRooms: z.array(HouseSummarySchema).default([]),
  favourite: z.boolean().default(false),
  /** A PDF of the floor plan or house rules, opened with show_pdf. */
  documentUrl: z.string().nullish(),
});
export type HouseDetail = z.infer<typeof HouseDetailSchema>;

/**
 * One marker on the map: a district or a store cluster at low zoom (count > 1), a single room up close.
 * `houseId` is set only for a single room.
 */
export const MapMarkerSchema = z.looseObject({
  id: z.string().min(1),
  kind: z.enum(['district', 'store', 'house']),
  label: z.string(),
  count: z.number().int().positive(),
  minRent: YuanAmountSchema.nullish(),
  lat: z.number(),
  lon: z.number(),
  houseId: idText.nullish(),
  storeId: idText.nullish(),
});
export type MapMarker = z.infer<typeof MapMarkerSchema>;

export const PoiCategorySchema = z.enum(['transit', 'shopping', 'school', 'hospital', 'food']);
export type PoiCategory = z.infer<typeof PoiCategorySchema>;

export const PoiSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  category: PoiCategorySchema,
  distanceMeters: z.number().nonnegative(),
  lat: z.number(),
  lon: z.number(),
});
export type Poi = z.infer<typeof PoiSchema>;

/** A viewing the tenant booked (预约看房). */
export const ViewingStatusSchema = z.enum(['booked', 'completed', 'cancelled']);
export type ViewingStatus = z.infer<typeof ViewingStatusSchema>;

export const ViewingSlotDaySchema = z.looseObject({
  date: DateTextSchema,
  slots: z.array(z.looseObject({ time: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/), available: z.boolean() })),
});
export type ViewingSlotDay = z.infer<typeof ViewingSlotDaySchema>;

export const ViewingSchema = z.looseObject({
  id: idText,
  houseId: idText,
  houseTitle: z.string(),
  coverUrl: z.string().min(1),
  storeName: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  date: DateTextSchema,
  timeSlot: z.string(),
  contactName: z.string(),
  /** Masked by the server (138****8000): the tenant knows their own number. */
  contactPhone: z.string(),
  note: z.string().default(''),
  status: ViewingStatusSchema,
  createdAt: z.string(),
});
export type Viewing = z.infer<typeof ViewingSchema>;

export const VIEWING_NOTE_MAX_LENGTH = 200;
const PICK_VIEWING_TIME = '请选择看房时间';

export const CONTACT_NAME_MAX_LENGTH = sanitizeRules.contactor.maxLength;

/** Who comes to a viewing; the same rule as the free-text contactor (at most 20 characters). */
export const ContactNameSchema = textField({
  min: { length: 1, message: '请填写联系人' },
  max: { length: CONTACT_NAME_MAX_LENGTH, message: `联系人最多${CONTACT_NAME_MAX_LENGTH}个字` },
  emoji: '联系人不能包含表情符号',
});

/** What book_room sends. `requestId` makes a double tap one booking. */
export const ViewingRequestSchema = z.object({
  houseId: z.string().min(1).max(64),
  date: z.string().max(10, PICK_VIEWING_TIME).refine(isCalendarDate, PICK_VIEWING_TIME),
  timeSlot: z.string().max(11, PICK_VIEWING_TIME).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, PICK_VIEWING_TIME),
  contactName: ContactNameSchema,
  contactPhone: PhoneSchema,
  note: textField({
    max: { length: VIEWING_NOTE_MAX_LENGTH, message: `备注最多${VIEWING_NOTE_MAX_LENGTH}个字` },
    emoji: '备注不能包含表情符号',
    spacing: 'lines',
  }).default(''),
  requestId: z.string().min(8).max(64),
});
export type ViewingRequest = z.infer<typeof ViewingRequestSchema>;

/** The tenant's details for a contract (person_info). The ID number comes back masked. */
export const IdTypeSchema = z.enum(['id_card', 'passport', 'hk_macau_permit', 'taiwan_permit']);
export type IdType = z.infer<typeof IdTypeSchema>;

export const PersonInfoSchema = z.looseObject({
  name: z.string(),
  idType: IdTypeSchema,
  idNumberMasked: z.string(),
  phone: z.string(),
  email: z.string().default(''),
  emergencyContactName: z.string().default(''),
  emergencyContactPhone: z.string().default(''),
  occupation: z.string().default(''),
  company: z.string().default(''),
  /** The name and ID are the tenant's verified identity: shown read-only, and what the contracts are signed under. */
  verified: z.boolean().default(false),
});
export type PersonInfo = z.infer<typeof PersonInfoSchema>;

/** The longest text of each free-text field of person_info; the sanitised fields' limits are the sanitiser's. */
export const PERSON_INFO_MAX_LENGTHS = {
  name: 30,
  email: sanitizeRules.email.maxLength,
  emergencyContactName: sanitizeRules.contactor.maxLength,
  occupation: 30,
  company: sanitizeRules.company.maxLength,
} as const;

/** Letters of a name on an ID: Chinese, Latin, the middle dots of transcribed names, spaces. */
const PERSON_NAME = /^[\p{Script=Han}A-Za-z·•.\s]+$/u;
/** One @, no spaces, a dotted domain. */
const EMAIL = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;
/** Later than any birth date: the catalogue's schema cannot know today, the dated one (personInfoRequestOn) does. */
const NO_BIRTH_DATE_BOUND = '9999-12-31';

/**
 * What the tenant already has on file, as the person-info answer shows it: the ID number is never sent back, and
 * the emergency phone comes back masked. With details on file the form may leave the ID number empty (same ID type)
 * and the masked phone as shown: both mean "keep what is on file". 'any-on-file' is the catalogue's view, which
 * cannot know the tenant: the server checks again with the stored details.
 */
export type PersonInfoOnFile = Pick<PersonInfo, 'idType' | 'emergencyContactPhone'> | 'any-on-file' | null;

/** A phone as the masked answers show it (138****8000). */
const MASKED_PHONE = /^\d{3}\*{4}\d{4}$/;

function keepsIdNumberOnFile(onFile: PersonInfoOnFile, idType: IdType, idNumber: string): boolean {
  return idNumber === '' && onFile !== null && (onFile === 'any-on-file' || onFile.idType === idType);
}

function keepsPhoneOnFile(onFile: PersonInfoOnFile, phone: string): boolean {
  if (onFile === null || !MASKED_PHONE.test(phone)) return false;
  return onFile === 'any-on-file' || (onFile.emergencyContactPhone !== '' && onFile.emergencyContactPhone === phone);
}

function personInfoRequest(today: string, onFile: PersonInfoOnFile) {
  return z
    .object({
      name: textField({
        min: { length: 2, message: '请填写真实姓名' },
        max: { length: PERSON_INFO_MAX_LENGTHS.name, message: `姓名最多${PERSON_INFO_MAX_LENGTHS.name}个字` },
        emoji: '姓名不能包含表情符号',
        pattern: { regex: PERSON_NAME, message: '姓名只能包含中文、英文字母和间隔号' },
      }),
      idType: IdTypeSchema,
      idNumber: z.string().max(64).overwrite(normalizeIdNumber),
      email: textField({
        max: { length: PERSON_INFO_MAX_LENGTHS.email, message: `邮箱最多${PERSON_INFO_MAX_LENGTHS.email}个字符` },
        emoji: '邮箱格式不正确',
        pattern: { regex: EMAIL, message: '邮箱格式不正确' },
        spacing: 'none',
      }).default(''),
      emergencyContactName: textField({
        max: { length: PERSON_INFO_MAX_LENGTHS.emergencyContactName, message: `紧急联系人最多${PERSON_INFO_MAX_LENGTHS.emergencyContactName}个字` },
        emoji: '紧急联系人不能包含表情符号',
      }).default(''),
      emergencyContactPhone: z
        .string()
        .max(20, '请输入正确的紧急联系人手机号')
        .trim()
        .refine((phone) => phone === '' || isValidPhone(phone) || keepsPhoneOnFile(onFile, phone), '请输入正确的紧急联系人手机号')
        .default(''),
      occupation: textField({
        max: { length: PERSON_INFO_MAX_LENGTHS.occupation, message: `职业最多${PERSON_INFO_MAX_LENGTHS.occupation}个字` },
        emoji: '职业不能包含表情符号',
      }).default(''),
      company: textField({
        max: { length: PERSON_INFO_MAX_LENGTHS.company, message: `工作单位最多${PERSON_INFO_MAX_LENGTHS.company}个字` },
        emoji: '工作单位不能包含表情符号',
      }).default(''),
    })
    .superRefine((info, context) => {
      const problem = keepsIdNumberOnFile(onFile, info.idType, info.idNumber) ? null : idNumberProblem(info.idType, info.idNumber, today);
      if (problem !== null) context.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
      if (info.emergencyContactPhone !== '' && info.emergencyContactName === '') {
        context.addIssue({ code: 'custom', path: ['emergencyContactName'], message: '请填写紧急联系人姓名' });
      }
    });
}

/**
 * What person_info sends; the ID number travels only in this body, never in a URL or a log. Texts come out
 * tidied and the ID number normalised (upper case, no spaces): what was checked is what is stored.
 */
export const PersonInfoRequestSchema = personInfoRequest(NO_BIRTH_DATE_BOUND, 'any-on-file');
export type PersonInfoRequest = z.input<typeof PersonInfoRequestSchema>;

/**
 * The same rules, with an ID card's birth date not after `today` (China date, yyyy-MM-dd) and the tenant's details
 * on file (null: none): the form's and the server's check.
 */
export function personInfoRequestOn(today: string, onFile: Exclude<PersonInfoOnFile, 'any-on-file'> = null): typeof PersonInfoRequestSchema {
  return personInfoRequest(today, onFile);
}
