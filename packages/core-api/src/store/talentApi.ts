import { talentEndpoints } from '../catalogue/talent';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const talentTags = api.enhanceEndpoints({ addTagTypes: ['TalentApplication', 'TalentProgramme'] });

/**
 * 人才公寓: the programme and its projects, the caller's application. Sending or withdrawing refreshes the caller's
 * application and the queue lengths the programme shows.
 */
export const talentApi = talentTags.injectEndpoints({
  endpoints: (build) => ({
    getTalentProgramme: fromCatalogue(build, talentEndpoints.programme).query({ providesTags: ['TalentProgramme'] }),
    getTalentProject: fromCatalogue(build, talentEndpoints.project).query({ providesTags: ['TalentProgramme'] }),
    getMyTalentApplication: fromCatalogue(build, talentEndpoints.mine).query({ providesTags: ['TalentApplication'] }),
    applyForTalentHousing: fromCatalogue(build, talentEndpoints.apply).mutation({ loading: true, invalidatesTags: ['TalentApplication', 'TalentProgramme'] }),
    withdrawTalentApplication: fromCatalogue(build, talentEndpoints.withdraw).mutation({ loading: true, invalidatesTags: ['TalentApplication', 'TalentProgramme'] }),
  }),
});

export const {
  useGetTalentProgrammeQuery,
  useGetTalentProjectQuery,
  useGetMyTalentApplicationQuery,
  useApplyForTalentHousingMutation,
  useWithdrawTalentApplicationMutation,
} = talentApi;
