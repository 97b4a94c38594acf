import { z } from 'zod';
import { TalentApplicationStatusSchema, TalentDegreeSchema, TalentLevelSchema, TalentRulesSchema } from '../rules/talent';

// Talent housing (issue 15): the city's programme, its housing projects and the tenant's application. Money in fen,
// times epoch ms from the server's clock. The applicant's name and ID number only ever arrive masked.

const id = z.string().min(1).max(32);

/** One kind of room of a project, with its market rent and the rent a talent pays. */
export const TalentRoomTypeSchema = z.looseObject({
  name: z.string().max(20),
  areaSqm: z.number().min(0).max(1000),
  marketRentFen: z.number().int().min(0),
  rentFen: z.number().int().min(0),
  vacancies: z.number().int().min(0),
});
export type TalentRoomType = z.infer<typeof TalentRoomTypeSchema>;

/** A housing project of the programme, as the programme page lists it. */
export const TalentProjectSummarySchema = z.looseObject({
  id,
  name: z.string().max(50),
  district: z.string().max(20),
  address: z.string().max(100),
  coverUrl: z.string().max(500),
  /** The lowest rent after the discount, in fen. */
  rentFromFen: z.number().int().min(0),
  vacancies: z.number().int().min(0),
  /** Applications approved and waiting for a house here. */
  queueLength: z.number().int().min(0),
});
export type TalentProjectSummary = z.infer<typeof TalentProjectSummarySchema>;

export const TalentProjectSchema = TalentProjectSummarySchema.extend({
  photoUrls: z.array(z.string().max(500)).max(12),
  description: z.string().max(500),
  roomTypes: z.array(TalentRoomTypeSchema).max(10),
  /** Metro, shops and work nearby, one line each. */
  around: z.array(z.string().max(50)).max(10),
  rentPercent: z.number().int().min(1).max(100),
});
export type TalentProject = z.infer<typeof TalentProjectSchema>;

/** The city's programme: what it offers, who qualifies, and its projects. */
export const TalentProgrammeSchema = z.looseObject({
  name: z.string().max(50),
  cityName: z.string().max(20),
  /** Who runs it for whom (运营方 for the city's bureau). */
  organiser: z.string().max(100),
  rules: TalentRulesSchema,
  /** The programme's own words of who qualifies, one line each. */
  eligibility: z.array(z.string().max(100)).max(10),
  projects: z.array(TalentProjectSummarySchema).max(20),
});
export type TalentProgramme = z.infer<typeof TalentProgrammeSchema>;

/** One step of an application's life, as its timeline shows it. */
export const TalentTimelineStepSchema = z.looseObject({
  status: TalentApplicationStatusSchema.or(z.literal('submitted')),
  title: z.string().max(20),
  at: z.number(),
  note: z.string().max(200).nullable(),
});
export type TalentTimelineStep = z.infer<typeof TalentTimelineStepSchema>;

/** Where the application stands in one project's queue: `ahead` people were sent before it and are still waiting. */
export const TalentQueuePlaceSchema = z.looseObject({
  projectId: id,
  projectName: z.string().max(50),
  place: z.number().int().min(1),
  ahead: z.number().int().min(0),
  queueLength: z.number().int().min(0),
});
export type TalentQueuePlace = z.infer<typeof TalentQueuePlaceSchema>;

export const TalentOfferSchema = z.looseObject({
  projectId: id,
  projectName: z.string().max(50),
  address: z.string().max(100),
  roomName: z.string().max(50),
  roomType: z.string().max(20),
  rentFen: z.number().int().min(0),
});
export type TalentOffer = z.infer<typeof TalentOfferSchema>;

export const TalentApplicationSchema = z.looseObject({
  id,
  /** The number the programme quotes (RC + date + sequence). */
  applicationNo: z.string().max(32),
  status: TalentApplicationStatusSchema,
  statusText: z.string().max(20),
  employer: z.string().max(100),
  degree: TalentDegreeSchema,
  talentLevel: TalentLevelSchema,
  insuranceMonths: z.number().int().min(0).max(120),
  householdSize: z.number().int().min(1).max(10),
  projects: z.array(z.looseObject({ id, name: z.string().max(50) })).max(5),
  /** The uploaded documents by kind (upload ids, read back by their owner only). */
  documents: z.looseObject({ talent_degree: z.string().max(64), talent_contract: z.string().max(64), talent_insurance: z.string().max(64) }),
  submittedAt: z.number(),
  rejectReason: z.string().max(200).nullable(),
  queue: z.array(TalentQueuePlaceSchema).max(5),
  offer: TalentOfferSchema.nullable(),
  timeline: z.array(TalentTimelineStepSchema).max(10),
  canWithdraw: z.boolean(),
});
export type TalentApplication = z.infer<typeof TalentApplicationSchema>;

/** The caller as an applicant: their verified identity (masked) and their latest application, if any. */
export const TalentMineSchema = z.looseObject({
  verified: z.boolean(),
  /** *三 and 11**************2X (spec section 5, as the real-name answer): never more of either. */
  name: z.string().max(20).nullable(),
  idNumber: z.string().max(30).nullable(),
  application: TalentApplicationSchema.nullable(),
});
export type TalentMine = z.infer<typeof TalentMineSchema>;
