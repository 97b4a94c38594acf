import { bookingEndpoints } from '@aster/core-api';
import { chinaDate, idTypeOfNumType, maskIdNumber, maskPhone, personInfoRequestOn, type IdType, type PersonInfo } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { describeInvalidInput } from '../http/envelope';
import { errors } from '../http/errors';
import { verifiedIdentityOf } from '../identity/realNames';
import type { Services } from '../services';

export interface PersonInfoRow {
  user_id: number;
  name: string;
  id_type: IdType;
  id_number: string;
  email: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  occupation: string;
  company: string;
}

/**
 * The stored row, ID number included: for contracts only, never for an answer or a log. A verified tenant's name
 * and ID are their verified identity, whatever was typed before it (one person per account, one account per ID).
 */
export function findPersonInfo(services: Services, userId: number): (PersonInfoRow & { verified: boolean }) | null {
  const stored = (services.db.prepare('SELECT * FROM person_info WHERE user_id = ?').get(userId) as PersonInfoRow | undefined) ?? null;
  const identity = verifiedIdentityOf(services.db, services.users, userId);
  if (identity === null) return stored === null ? null : { ...stored, verified: false };
  const verified = { name: identity.name, id_type: idTypeOfNumType(identity.id_type) ?? 'id_card', id_number: identity.id_number, verified: true };
  return { ...(stored ?? { user_id: userId, email: '', emergency_contact_name: '', emergency_contact_phone: '', occupation: '', company: '' }), ...verified };
}

export function personInfoRoutes(services: Services): ApiRoute[] {
  const { db, clock, users } = services;
  const e = bookingEndpoints;
  const upsert = db.prepare(`INSERT INTO person_info (user_id, name, id_type, id_number, email, emergency_contact_name, emergency_contact_phone, occupation, company, updated_at)
    VALUES (@user_id, @name, @id_type, @id_number, @email, @emergency_contact_name, @emergency_contact_phone, @occupation, @company, @updated_at)
    ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, id_type = excluded.id_type, id_number = excluded.id_number, email = excluded.email,
      emergency_contact_name = excluded.emergency_contact_name, emergency_contact_phone = excluded.emergency_contact_phone,
      occupation = excluded.occupation, company = excluded.company, updated_at = excluded.updated_at`);

  /** Masked answer: the ID number and phones never travel back in full. */
  const view = (row: PersonInfoRow & { verified: boolean }, userId: number): PersonInfo => {
    const user = users.byId(userId);
    if (!user) throw errors.unauthorized();
    return {
      name: row.name,
      idType: row.id_type,
      idNumberMasked: maskIdNumber(row.id_number),
      phone: maskPhone(user.mobile ?? ''),
      email: row.email,
      emergencyContactName: row.emergency_contact_name,
      emergencyContactPhone: row.emergency_contact_phone === '' ? '' : maskPhone(row.emergency_contact_phone),
      occupation: row.occupation,
      company: row.company,
      verified: row.verified,
    };
  };

  return [
    implement(e.personInfo, (context) => {
      const userId = loggedInUser(context);
      const row = findPersonInfo(services, userId);
      return row ? view(row, userId) : null;
    }),
    implement(e.savePersonInfo, (context) => {
      const userId = loggedInUser(context);
      // The catalogue's schema cannot know today; the dated one adds "an ID card's holder is born by today".
      const stored = findPersonInfo(services, userId);
      const onFile = stored === null ? null : view(stored, userId);
      // A verified tenant's name and ID stay the verified ones (the page shows them read-only), whatever the request says.
      const asked = stored?.verified === true ? { ...(context.input as object), name: stored.name, idType: stored.id_type, idNumber: '' } : context.input;
      const checked = personInfoRequestOn(chinaDate(clock.now()), onFile).safeParse(asked);
      if (!checked.success) throw errors.invalidParams(describeInvalidInput(checked.error));
      const input = checked.data;
      // The rule let an empty ID number or the masked phone through only when they stand for what is stored.
      const keepsId = stored !== null && input.idNumber === '';
      const keepsPhone = stored !== null && onFile !== null && onFile.emergencyContactPhone !== '' && input.emergencyContactPhone === onFile.emergencyContactPhone;
      const row: PersonInfoRow = {
        user_id: userId,
        name: input.name,
        id_type: input.idType,
        id_number: keepsId ? stored.id_number : input.idNumber,
        email: input.email,
        emergency_contact_name: input.emergencyContactName,
        emergency_contact_phone: keepsPhone ? stored.emergency_contact_phone : input.emergencyContactPhone,
        occupation: input.occupation,
        company: input.company,
      };
      upsert.run({ ...row, updated_at: clock.now() });
      return view({ ...row, verified: stored?.verified === true }, userId);
    }),
  ];
}
