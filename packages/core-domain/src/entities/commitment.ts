import { z } from 'zod';

/**
 * The tenant's commitment letter of a contract (承诺书: fire safety, no sublet, house rules), signed by hand like the
 * lease. The spec names the page (commitment-book), not its calls: contract/commitment-book/{id} and its sign.
 */
export const CommitmentBookSchema = z.looseObject({
  contractId: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  signed: z.boolean(),
  signedAt: z.string().nullish(),
});
export type CommitmentBook = z.infer<typeof CommitmentBookSchema>;
