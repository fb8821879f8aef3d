// Who may do what, written once per feature as a table (Outline's model): each action's rules in order, the first
// that fails being the refusal the server sends. Services refuse through `authorize`; presenters send `abilities`
// as the record's `can` flags, so the UI never offers what the server would refuse; `allow` answers one action
// with its refusal, for a caller that shows the reason rather than throwing it. The actor is the signed-in member,
// unless a policy also answers for the public pages' viewers (decision 040), where a visitor is null.
import type { AppError } from './errors.ts';
import type { Member } from './guards.ts';

export type Rule<Facts, Actor = Member> = {
  holds: (actor: Actor, facts: Facts) => boolean;
  refusal: (facts: Facts) => AppError;
};

/** Whether an action is allowed, and if not, the refusal `authorize` would throw. */
export type Verdict = { allowed: true } | { allowed: false; refusal: AppError };

export type Policy<Action extends string, Facts, Actor = Member> = {
  actions: readonly Action[];
  /** Throws the refusal of the first rule of `action` that does not hold. */
  authorize: (actor: Actor, facts: Facts, action: Action) => void;
  /** The same question as `authorize`, answered rather than thrown. */
  allow: (actor: Actor, facts: Facts, action: Action) => Verdict;
  /** Every action, and whether `actor` may take it now. */
  abilities: (actor: Actor, facts: Facts) => Record<Action, boolean>;
};

export function definePolicy<Action extends string, Facts, Actor = Member>(
  rules: Record<Action, Rule<Facts, Actor>[]>,
): Policy<Action, Facts, Actor> {
  const actions = Object.keys(rules) as Action[];
  const allow = (actor: Actor, facts: Facts, action: Action): Verdict => {
    const failed = rules[action].find((rule) => !rule.holds(actor, facts));
    return failed ? { allowed: false, refusal: failed.refusal(facts) } : { allowed: true };
  };
  return {
    actions,
    authorize: (actor, facts, action) => {
      const verdict = allow(actor, facts, action);
      if (!verdict.allowed) throw verdict.refusal;
    },
    allow,
    abilities: (actor, facts) => {
      const abilities = {} as Record<Action, boolean>;
      for (const action of actions) abilities[action] = rules[action].every((rule) => rule.holds(actor, facts));
      return abilities;
    },
  };
}
