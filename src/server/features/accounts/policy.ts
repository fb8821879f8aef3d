// Who may do what with a member on the admin's Users tab (platform/policy.ts): the services in admin-users.ts refuse
// through authorizeAdminUser and the presenter's `can` flags come from adminUserAbilities. The deletion's refusals
// that hang on the member's other rows (an open coins deal, a purchase or a withdrawal pending) stay in deletion.ts:
// they change without the member's row changing, and the deletion reads them under lock anyway.
import { AppError, conflict } from '../../platform/errors.ts';
import type { Member } from '../../platform/guards.ts';
import { definePolicy, type Rule as PolicyRule } from '../../platform/policy.ts';

/** Each thing the Users tab offers on a member; changeRole switches them to the other role. */
export type AdminUserAction = 'suspend' | 'reactivate' | 'changeRole' | 'delete';

/** The member on the row, and how many active administrators the platform has, the member included. */
export type AdminUserFacts = { member: Pick<Member, 'id' | 'role' | 'status'>; activeAdmins: number };

type Rule = PolicyRule<AdminUserFacts>;

export const isActiveAdmin = (member: Pick<Member, 'role' | 'status'>) =>
  member.role === 'admin' && member.status === 'active';

const anotherActiveAdmin = ({ member, activeAdmins }: AdminUserFacts) =>
  activeAdmins - (isActiveAdmin(member) ? 1 : 0) > 0;

export const lastAdmin = () =>
  conflict('LAST_ADMIN', 'This is the last active administrator. Make another member an administrator first.');

const notOwnAccount = (message: string): Rule => ({
  holds: (actor, { member }) => member.id !== actor.id,
  refusal: () => new AppError('OWN_ACCOUNT', message),
});

// Suspending or demoting an active administrator takes one away; a suspended one runs nothing already.
const keepsAnActiveAdmin: Rule = {
  holds: (_actor, facts) => !isActiveAdmin(facts.member) || anotherActiveAdmin(facts),
  refusal: lastAdmin,
};

const policy = definePolicy<AdminUserAction, AdminUserFacts>({
  // Suspending a suspended member rewords the reason, so it is allowed.
  suspend: [notOwnAccount('You cannot suspend your own account'), keepsAnActiveAdmin],
  // Nobody is refused: an active member, the acting admin included, is left as they are.
  reactivate: [],
  // Only a demotion can take an active administrator away, and a promotion never meets the rule.
  changeRole: [notOwnAccount('You cannot change your own role'), keepsAnActiveAdmin],
  delete: [
    notOwnAccount('You cannot delete your own account'),
    {
      // As account deletion decides it: any administrator, a suspended one too, leaves only with an active one left.
      holds: (_actor, facts) => facts.member.role !== 'admin' || anotherActiveAdmin(facts),
      refusal: lastAdmin,
    },
  ],
});

export const adminUserActions = policy.actions;
export const authorizeAdminUser = policy.authorize;
export const adminUserAbilities = policy.abilities;
