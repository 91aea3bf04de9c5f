import type { BuiltInExpansion } from '../types.ts';
import type { CompiledConfig } from './config.ts';
import type { SearchContext } from './context.ts';
import { featuredCandidates } from './featured.ts';
import type { SearchPlan } from './plan.ts';
import { IDENTIFIER } from './reasons.ts';
import { NAMED, type Scratch } from './scratch.ts';
import type { CorrectedQuery } from './spellcheck.ts';
import { retrieveText } from './text-retrieval.ts';

/** Candidates of a search before filters, in the scratch arrays: slot, relevance, typos, reason, shortfall. */
export interface Candidates {
  readonly slots: Uint32Array;
  readonly scores: Float32Array;
  readonly typos: Uint8Array;
  readonly reasons: Uint8Array;
  readonly shortfall: Uint16Array;
  length: number;
}

/** The candidates of a search and how its text found them. */
export interface FoundCandidates {
  readonly candidates: Candidates;
  readonly corrected: CorrectedQuery | undefined;
  /** The words relaxation dropped to find anything. */
  readonly relaxed: readonly string[];
  readonly builtIn: readonly BuiltInExpansion[];
}

function candidatesOf(scratch: Scratch, length: number): Candidates {
  return {
    slots: scratch.slots,
    scores: scratch.scores,
    typos: scratch.typos,
    reasons: scratch.reasons,
    shortfall: scratch.shortfall,
    length,
  };
}

/** Adds documents the text did not find (identifier hits, pins) to the candidates, in place. */
function addExtras(scratch: Scratch, length: number, extras: ReadonlyMap<number, number>): Candidates {
  if (extras.size === 0) return candidatesOf(scratch, length);
  scratch.reserveCandidates(length + extras.size, length);
  for (const slot of extras.keys()) scratch.name(slot, NAMED.extra);
  const { named } = scratch;
  const present = new Map<number, number>();
  for (let i = 0; i < length; i++) {
    const slot = scratch.slots[i]!;
    if ((named[slot]! & NAMED.extra) !== 0) present.set(slot, i);
  }
  let at = length;
  for (const [slot, reason] of extras) {
    let index = present.get(slot);
    if (index === undefined) {
      index = at++;
      scratch.slots[index] = slot;
      scratch.scores[index] = 0;
      scratch.typos[index] = 0;
      scratch.reasons[index] = 0;
      scratch.shortfall[index] = 0;
    }
    if (reason !== 0) {
      scratch.reasons[index] = reason;
      scratch.typos[index] = 0;
      scratch.shortfall[index] = 0;
    }
  }
  return candidatesOf(scratch, at);
}

/**
 * The products a search starts from: the featured ones for the empty query, otherwise those its
 * text finds (with the fallbacks of `retrieveText`) and its identifier hits; then its pinned
 * products. Starts the search's named bits from the standing rules' effects.
 */
export function findCandidates(
  context: SearchContext,
  plan: SearchPlan,
  config: CompiledConfig,
): FoundCandidates {
  const { store, scratch } = context;
  scratch.resetNamed(store.slotCount, plan.rules.effects?.bits);
  let corrected: CorrectedQuery | undefined;
  let relaxed: readonly string[] = [];
  let builtIn: readonly BuiltInExpansion[] = [];
  const extras = new Map<number, number>();
  let found: number;
  if (plan.query.trim() === '') {
    found = featuredCandidates(store, scratch, config);
    scratch.shortfall.fill(0, 0, found);
  } else {
    const text = retrieveText(context, config, plan.text, plan.spellcheck);
    corrected = text.corrected;
    relaxed = text.retrieval.relaxed;
    builtIn = text.builtIn;
    found = text.retrieval.length;
    scratch.reasons.fill(0, 0, found);
    for (const slot of store.identifierSlots(plan.query)) extras.set(slot, IDENTIFIER);
  }
  for (const pin of plan.pins) {
    const slot = store.slotOf(pin.productId);
    if (slot !== undefined && !extras.has(slot)) extras.set(slot, 0);
  }
  return { candidates: addExtras(scratch, found, extras), corrected, relaxed, builtIn };
}
