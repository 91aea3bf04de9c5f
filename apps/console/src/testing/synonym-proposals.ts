import { synonymProposalsSchema, type SynonymProposal, type SynonymProposals } from '@playboard/domain';

// What the synonyms screen's proposals are tested with: answers of GET /synonyms/proposals.

/** An answer of the proposals route, checked against its schema. */
export function proposalsAnswer(proposals: SynonymProposal[] = [], builtIn = true): SynonymProposals {
  return synonymProposalsSchema.parse({
    from: '2026-11-03',
    to: '2026-12-02',
    builtIn,
    replayed: 12,
    proposals,
  });
}

/** No built-in synonym served a search. */
export const noProposals = proposalsAnswer();

/** "trainers" found sneakers through the built-in synonyms for 6 searches. */
export const trainers: SynonymProposal = {
  language: 'en',
  terms: ['trainers', 'sneakers'],
  oneWay: true,
  searches: 6,
  queries: ['trainers', 'white trainers', 'nike trainers'],
};

/** "sofa" found couch and settee for 1 search. */
export const sofa: SynonymProposal = {
  language: 'en',
  terms: ['sofa', 'couch', 'settee'],
  oneWay: true,
  searches: 1,
  queries: ['sofa'],
};
