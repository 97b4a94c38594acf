import { type IdType, type PersonInfo, type PersonInfoRequest } from '@aster/core-domain';

/** The person_info form: every field of core-domain's PersonInfoRequestSchema, as text. */
export type PersonInfoValues = Required<PersonInfoRequest>;

export const ID_TYPE_NAMES: Readonly<Record<IdType, string>> = {
  id_card: '身份证',
  passport: '护照',
  hk_macau_permit: '港澳通行证',
  taiwan_permit: '台胞证',
};

export const EMPTY_PERSON_INFO: PersonInfoValues = {
  name: '',
  idType: 'id_card',
  idNumber: '',
  email: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  occupation: '',
  company: '',
};

/** The form filled from saved details; the ID number comes back masked, so it is typed again only when changed. */
export function personInfoValuesOf(info: PersonInfo): PersonInfoValues {
  return {
    name: info.name,
    idType: info.idType,
    idNumber: '',
    email: info.email,
    emergencyContactName: info.emergencyContactName,
    emergencyContactPhone: info.emergencyContactPhone,
    occupation: info.occupation,
    company: info.company,
  };
}
