import { catalogue } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createSubsidyDialogs } from './subsidyDialog';
import { createTalentStore } from './talentStore';

/**
 * 人才公寓: the programme and its projects for anyone; the caller's own application found by their token; the
 * programme's rent-subsidy dialog (section 7's dialog calls) for a tenant who has not applied.
 */
export function talentRoutes(services: Services): ApiRoute[] {
  const store = createTalentStore(services.db, services.clock);
  const dialogs = createSubsidyDialogs(services.db, services.clock);
  const e = catalogue.talent;
  return [
    implement(catalogue.user.subsidyDialogSetting, (context) => dialogs.setting(loggedInUser(context))),
    implement(catalogue.user.saveDialog, (context) => dialogs.save(loggedInUser(context), context.input)),
    implement(e.programme, (context) => store.programme(context.origin)),
    implement(e.project, (context) => store.project(context.params.id ?? '', context.origin)),
    implement(e.mine, (context) => store.mine(loggedInUser(context))),
    implement(e.apply, (context) => store.apply(loggedInUser(context), context.input)),
    implement(e.withdraw, (context) => store.withdraw(loggedInUser(context), context.params.id ?? '')),
  ];
}
