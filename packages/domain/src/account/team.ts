import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  NAME_MAX_LENGTH,
  requiredText,
  signupPasswordSchema,
} from '../validation/fields.ts';
import { languageSchema } from './account.ts';

/** Team roles (spec 1 §3, §6). */
export const TEAM_ROLES = ['admin', 'owner'] as const;

/** A team role: owner (everything, billing and owners included) or admin (neither). */
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'validation.option' });

/**
 * The role the profile gives an organisation the user is no member of but reaches a site of,
 * through a role assignment or guest policy (spec 2 §6): those sites alone, no organisation screen.
 */
export const GUEST_ROLE = 'guest';

/** How long an invitation link works (chosen; spec 1 §4 only says invitations expire). */
export const INVITATION_TTL_DAYS = 7;

/**
 * What each team role may do on the team (decided in docs/spec-coverage.md, spec 1 §6): an owner
 * everything; an admin everything except inviting or removing owners (and billing). Anyone may
 * remove themselves, and nobody may remove the last owner.
 */
export function mayManageRole(actor: TeamRole, target: TeamRole): boolean {
  return actor === 'owner' || target === 'admin';
}

/** A member of the organisation (spec 1 §3 Team member): GET organizations/{id}/users. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  created: z.iso.datetime({ offset: true }),
  role: teamRoleSchema,
});

/** A team member. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An open invitation's status (spec 1 §3, §4): pending until it expires. */
export const INVITATION_STATUSES = ['pending', 'expired'] as const;

/** An invitation not yet used nor revoked, as the team screen lists it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string().max(EMAIL_MAX_LENGTH),
  role: teamRoleSchema,
  sent: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  status: z.enum(INVITATION_STATUSES),
});

/** An invitation. */
export type Invitation = z.infer<typeof invitationSchema>;

/** GET organizations/{id}/users answer: the members and the open invitations. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});

/** The team of an organisation. */
export type Team = z.infer<typeof teamSchema>;

/** POST organizations/{id}/invite body (spec 2 §7): the e-mail and the role the person joins with. */
export const organizationInviteSchema = z.object({
  email: emailSchema,
  role: teamRoleSchema,
});

/** An invitation request. */
export type OrganizationInvite = z.infer<typeof organizationInviteSchema>;

/** Where an invitation link stands: usable, expired, revoked by the team, or already used. */
export const INVITATION_LINK_STATUSES = ['pending', 'expired', 'revoked', 'accepted'] as const;

/** GET invites/{token}/signup answer (no authentication): what the invitation page shows. */
export const invitationLinkSchema = z.object({
  status: z.enum(INVITATION_LINK_STATUSES),
  email: z.string().max(EMAIL_MAX_LENGTH),
  organizationName: z.string().max(NAME_MAX_LENGTH),
  role: teamRoleSchema,
  /** The e-mail has an account: the person signs in to join instead of signing up. */
  hasAccount: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** An invitation link's state. */
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** POST invites/{token}/signup body: the sign-up form without e-mail and shop, which the invitation gives. */
export const invitationSignupSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  password: signupPasswordSchema,
  legalAcceptance: z.literal(true, { error: 'validation.required' }),
  commercialCommunications: z.boolean().optional(),
  language: languageSchema.optional(),
});

/** An invitation sign-up. */
export type InvitationSignup = z.infer<typeof invitationSignupSchema>;

/** What joining through an invitation answers: the organisation joined and the e-mail to sign in with. */
export const invitationJoinedSchema = z.object({
  organizationId: z.uuid(),
  email: z.string().max(EMAIL_MAX_LENGTH),
});

/** A joined invitation. */
export type InvitationJoined = z.infer<typeof invitationJoinedSchema>;
