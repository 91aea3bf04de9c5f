import { PATH_SEPARATOR, type TextColumn } from '../index/columns.ts';
import type { IndexStore } from '../index/store.ts';
import type { BusinessRule, FieldRule, PinRule } from '../types.ts';
import { conditionOf } from './browse.ts';
import { isScheduleActive } from './schedule.ts';
import type { Scratch } from './scratch.ts';

const NEW_PRODUCT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What a field rule touches, resolved against the index: products by slot, values of a text
 * column, or a test (products new in the last 30 days, an unknown field).
 */
type Target =
  | { readonly kind: 'slots'; readonly slots: ReadonlySet<number> }
  | {
      readonly kind: 'values';
      readonly column: TextColumn;
      readonly accepted: Uint8Array;
      /** The value ids `accepted` holds. */
      readonly ids: readonly number[];
    }
  | { readonly kind: 'test'; readonly test: (slot: number) => boolean };

/** A field rule resolved against the index: which documents it touches. */
export interface RuleMatcher {
  readonly rule: FieldRule;
  readonly target: Target;
  matches(slot: number): boolean;
}

/** Each field rule resolved against an index version, kept while the index does not change. */
const resolved = new WeakMap<FieldRule, { store: IndexStore; version: number; matcher: RuleMatcher }>();

/** The rules of a search active at a time: field rules resolved against the index, and pins. */
export interface ActiveRules {
  readonly matchers: readonly RuleMatcher[];
  readonly pins: readonly PinRule[];
}

const MINUTE_MS = 60_000;

/**
 * The active rules of a rule list, kept for the rest of the UTC minute while the index does not
 * change: schedules are read to the minute, and a search's list is the same object from one search
 * to the next (`rulesOfRequest`). Products new in the last 30 days are judged at the minute's
 * first search.
 */
const active = new WeakMap<
  readonly BusinessRule[],
  {
    readonly store: IndexStore;
    readonly version: number;
    readonly minute: number;
    readonly rules: ActiveRules;
  }
>();

/**
 * The rules active at `now` for this search, split into field rules and pins. A rule with `where`
 * touches only the products that hold its values. Stock-safe: a pin of an unavailable product is
 * left out, and a boost passes such products by, unless the element says `allowUnavailable`.
 */
export function activeRules(store: IndexStore, rules: readonly BusinessRule[], now: number): ActiveRules {
  const minute = Math.floor(now / MINUTE_MS);
  const cached = active.get(rules);
  if (cached?.store === store && cached.version === store.version && cached.minute === minute)
    return cached.rules;
  const found = resolveActive(store, rules, now);
  active.set(rules, { store, version: store.version, minute, rules: found });
  return found;
}

function resolveActive(store: IndexStore, rules: readonly BusinessRule[], now: number): ActiveRules {
  const matchers: RuleMatcher[] = [];
  const pins: PinRule[] = [];
  for (const rule of rules) {
    if (!isScheduleActive(rule.schedule, now)) continue;
    const where = rule.where === undefined ? undefined : conditionOf(store, rule.where);
    if (rule.action === 'pin') {
      const slot = store.slotOf(rule.productId);
      if (slot !== undefined && where !== undefined && !where(slot)) continue;
      if (rule.allowUnavailable === true || slot === undefined || !store.unavailable(slot)) pins.push(rule);
      continue;
    }
    const cached = resolved.get(rule);
    if (cached !== undefined && cached.store === store && cached.version === store.version) {
      matchers.push(cached.matcher);
      continue;
    }
    const found = targetOf(store, rule, now);
    const base = testOf(found);
    const target: Target =
      where === undefined ? found : { kind: 'test', test: (slot) => base(slot) && where(slot) };
    const matches = testOf(target);
    const matcher: RuleMatcher = {
      rule,
      target,
      matches:
        rule.action === 'boost' && rule.allowUnavailable !== true
          ? (slot) => matches(slot) && !store.unavailable(slot)
          : matches,
    };
    matchers.push(matcher);
    // A rule's products change with the index only; `isNew` and `where` are read afresh each time.
    if (rule.field !== 'isNew' && where === undefined)
      resolved.set(rule, { store, version: store.version, matcher });
  }
  return { matchers, pins };
}

export function targetOf(store: IndexStore, rule: FieldRule, now: number): Target {
  if (rule.field === 'id') {
    const slots = new Set(rule.values.map((id) => store.slotOf(id)).filter((slot) => slot !== undefined));
    return { kind: 'slots', slots };
  }
  if (rule.field === 'isNew') {
    const wanted = rule.values.some((value) => value.trim().toLowerCase() !== 'false');
    const created = store.numeric.get('createdAt')!;
    return {
      kind: 'test',
      test: (slot) => {
        const time = created.get(slot);
        return (!Number.isNaN(time) && now - time <= NEW_PRODUCT_MS) === wanted;
      },
    };
  }
  if (rule.field === 'categories' && rule.values.some((value) => value.includes(PATH_SEPARATOR))) {
    return categoryTarget(store, rule.values);
  }
  const column = store.text.get(rule.field);
  if (column === undefined) {
    store.warnOnce(`search: rule "${rule.id}" names unknown field "${rule.field}"`, 'unknown_rule_field');
    return { kind: 'test', test: () => false };
  }
  const accepted = new Uint8Array(column.dictionarySize);
  const ids: number[] = [];
  for (const value of rule.values) {
    const id = column.idOf(value);
    if (id !== undefined && accepted[id] === 0) {
      accepted[id] = 1;
      ids.push(id);
    }
  }
  return { kind: 'values', column, accepted, ids };
}

/**
 * The products a category rule names: a path (`Women>Shoes`) is that node of the category tree and
 * everything under it, so Women › Shoes › Trainers leaves Men › Shoes › Trainers alone; a name is
 * that category at any level.
 */
function categoryTarget(store: IndexStore, values: readonly string[]): Target {
  const tree = store.categories;
  const nodes = new Uint8Array(tree.size);
  const column = store.text.get('categories');
  const names = new Uint8Array(column?.dictionarySize ?? 0);
  for (const value of values) {
    const node = value.includes(PATH_SEPARATOR) ? tree.nodeOf(value) : undefined;
    if (node !== undefined) nodes[node] = 1;
    const name = value.includes(PATH_SEPARATOR) ? undefined : column?.idOf(value);
    if (name !== undefined) names[name] = 1;
  }
  return {
    kind: 'test',
    test: (slot) => tree.has(slot, nodes) || (column !== undefined && column.values.has(slot, names)),
  };
}

function testOf(target: Target): (slot: number) => boolean {
  switch (target.kind) {
    case 'slots':
      return (slot) => target.slots.has(slot);
    case 'values':
      return (slot) => target.column.values.has(slot, target.accepted);
    case 'test':
      return target.test;
  }
}

const costs = new WeakMap<Target, number>();

/** How many products hold the values a target names: what naming them one by one costs. */
function listedCost(target: Target & { kind: 'values' }): number {
  let cost = costs.get(target);
  if (cost === undefined) {
    cost = 0;
    for (const id of target.ids) cost += target.column.values.slotsWith(id).length;
    costs.set(target, cost);
  }
  return cost;
}

/** Gives `bit` in `scratch.named` to every product holding one of the target's values. */
function nameListed(target: Target & { kind: 'values' }, scratch: Scratch, bit: number): void {
  for (const id of target.ids) for (const slot of target.column.values.slotsWith(id)) scratch.name(slot, bit);
}

/**
 * Naming a product costs several times what reading its bit costs (a write, and a reset by the
 * next search): values held by more products than this fraction (1 / NAMING_SHARE) of a search's
 * candidates are read from a bitset instead.
 */
const NAMING_SHARE = 8;

const bitsets = new WeakMap<Target, Uint32Array>();

/**
 * A bit per slot for the products holding the target's values, built on first use and kept with
 * the target (one index version). Reading it costs a word a candidate, where reading the column
 * costs several arrays a candidate (a product in a category path holds a value per level).
 */
function bitsetOf(target: Target & { kind: 'values' }): Uint32Array {
  let bits = bitsets.get(target);
  if (bits === undefined) {
    bits = new Uint32Array((target.column.values.first.length + 31) >>> 5);
    for (const id of target.ids) {
      for (const slot of target.column.values.slotsWith(id)) bits[slot >>> 5]! |= 1 << (slot & 31);
    }
    bitsets.set(target, bits);
  }
  return bits;
}

const unions = new WeakMap<
  Uint32Array,
  { readonly of: readonly Uint32Array[]; readonly union: Uint32Array }
>();

/**
 * The union of several bitsets, kept for the next search with the same ones (a query's rules are
 * the same from one search to the next).
 */
function unionOf(bitsets: readonly Uint32Array[]): Uint32Array {
  if (bitsets.length === 1) return bitsets[0]!;
  const cached = unions.get(bitsets[0]!);
  if (cached?.of.length === bitsets.length && cached.of.every((bits, i) => bits === bitsets[i]))
    return cached.union;
  const union = new Uint32Array(Math.max(...bitsets.map((bits) => bits.length)));
  for (const bits of bitsets) for (let i = 0; i < bits.length; i++) union[i]! |= bits[i]!;
  unions.set(bitsets[0]!, { of: bitsets, union });
  return union;
}

const hasBit = (bits: Uint32Array, slot: number): boolean =>
  slot >>> 5 < bits.length && (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

/**
 * Whether any of `matchers` touches a product, in one check per candidate whatever their number.
 * The products they name by id, and those holding the values they name when these are few next to
 * `candidates` all told, get `bit` in `scratch.named` (a byte the caller reads); otherwise the
 * values are read from one bitset (once one candidate's bit is read, each further rule in it costs
 * nothing), then come the rules' own tests. For the hides and the buries of a search (a boost's
 * stock-safe check and strength stay its own); `undefined` when the byte says it all.
 */
export function anyOf(
  matchers: readonly RuleMatcher[],
  scratch: Scratch,
  bit: number,
  candidates: number,
): ((slot: number) => boolean) | undefined {
  const values: (Target & { kind: 'values' })[] = [];
  const tests: ((slot: number) => boolean)[] = [];
  for (const { target } of matchers) {
    if (target.kind === 'slots') for (const slot of target.slots) scratch.name(slot, bit);
    else if (target.kind === 'test') tests.push(target.test);
    else values.push(target);
  }
  const listed =
    values.reduce((sum, target) => sum + listedCost(target), 0) <= candidates / NAMING_SHARE
      ? []
      : values.map(bitsetOf);
  if (listed.length === 0) for (const target of values) nameListed(target, scratch, bit);
  if (listed.length > 0) {
    const union = unionOf(listed);
    tests.unshift((slot) => hasBit(union, slot));
  }
  if (tests.length <= 1) return tests[0];
  return (slot) => {
    for (const test of tests) if (test(slot)) return true;
    return false;
  };
}

/**
 * What the boosts of a search multiply a product's relevance by: `1 + strength` for each boost that
 * touches it; `undefined` when there are none. The boosts on one text column fold into a factor per
 * value, read once per candidate for a product holding a single value there (one holding several is
 * checked boost by boost, so that each boost counts once); the others are checked one by one.
 * Stock-safe boosts pass unavailable products by. When the boosts name products by id or by value,
 * and no more of them than `candidates`, those get `bit` in `scratch.named` and `named` says that
 * the factor of a product without it is 1.
 */
export function boostsOf(
  store: IndexStore,
  boosts: readonly RuleMatcher[],
  scratch: Scratch,
  bit: number,
  candidates: number,
): { readonly factor: (slot: number) => number; readonly named: boolean } | undefined {
  if (boosts.length === 0) return undefined;
  let cost = 0;
  for (const { target } of boosts) {
    cost +=
      target.kind === 'slots' ? target.slots.size : target.kind === 'values' ? listedCost(target) : Infinity;
  }
  const named = cost <= candidates;
  if (named) {
    for (const { target } of boosts) {
      if (target.kind === 'slots') for (const slot of target.slots) scratch.name(slot, bit);
      else if (target.kind === 'values') nameListed(target, scratch, bit);
    }
  }
  const groups = new Map<
    string,
    {
      column: TextColumn;
      safe: boolean;
      factor: Float64Array;
      boosts: { target: Target & { kind: 'values' }; times: number }[];
    }
  >();
  const columnIds = new Map<TextColumn, number>();
  const others: RuleMatcher[] = [];
  for (const matcher of boosts) {
    const { rule, target } = matcher;
    if (target.kind !== 'values') {
      others.push(matcher);
      continue;
    }
    const safe = rule.allowUnavailable !== true;
    if (!columnIds.has(target.column)) columnIds.set(target.column, columnIds.size);
    const key = `${columnIds.get(target.column)!}:${safe}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        column: target.column,
        safe,
        factor: new Float64Array(target.accepted.length).fill(1),
        boosts: [],
      };
      groups.set(key, group);
    }
    const times = 1 + (rule.strength ?? 1);
    for (let id = 0; id < target.accepted.length; id++)
      if (target.accepted[id] === 1) group.factor[id]! *= times;
    group.boosts.push({ target, times });
  }
  // Products holding several values of a column are checked boost by boost, on each one's bitset.
  const folded = [...groups.values()].map((group) => ({
    ...group,
    each:
      group.column.values.multiCount === 0
        ? []
        : group.boosts.map(({ target, times }) => ({ bits: bitsetOf(target), times })),
  }));
  const factor = (slot: number): number => {
    let multiplier = 1;
    for (const { column, safe, factor, each } of folded) {
      const { first, multi } = column.values;
      if (slot < first.length && multi[slot] === 0) {
        const head = first[slot]!;
        if (head >= 0 && factor[head] !== 1 && !(safe && store.unavailable(slot)))
          multiplier *= factor[head]!;
      } else {
        for (const { bits, times } of each) {
          if (hasBit(bits, slot) && !(safe && store.unavailable(slot))) multiplier *= times;
        }
      }
    }
    for (const matcher of others) if (matcher.matches(slot)) multiplier *= 1 + (matcher.rule.strength ?? 1);
    return multiplier;
  };
  return { factor, named };
}
