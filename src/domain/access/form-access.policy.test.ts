import { describe, expect, it } from 'vitest';
import { noRestrictions, type Permissions } from '../forms/form-permissions.entity';
import { AccessMessage } from './access-messages';
import { AccessVerb, grants } from './access-verb';
import { ACTORS, type ActorName } from './access-actors.fixture';
import {
  changeEncryption,
  changeForm,
  changeRestrictions,
  formAccess,
  linkTo,
  mayDesign,
  readForm,
  type FormFacts,
} from './form-access.policy';

const { Create, Update, Delete, Move, Share } = AccessVerb;
const viewOnlyFor = (email: string): Permissions => ({
  ...noRestrictions(),
  Restrictions: true,
  RestrictedView: true,
  ExclusionView: { RolesDefined: [], UsersDefined: [{ Email: email }] },
});

/** The demo forms: 200 used in Design Team, 201 in Field Team, 202 in Design Team and the workspace. */
const FORMS = {
  design: { projectScopeIds: [10] },
  field: { projectScopeIds: [11] },
  shared: { projectScopeIds: [10, 0] },
  unused: { projectScopeIds: [] },
  memberOnly: { projectScopeIds: [0], restrictions: viewOnlyFor('MEMBER@demo.test') },
} satisfies Record<string, FormFacts>;
type FormName = keyof typeof FORMS;

const ok = { allowed: true };
const no = (reason: string) => ({ allowed: false, reason });
const noVerb = (verb: Parameters<typeof AccessMessage.noVerb>[0]) => no(AccessMessage.noVerb(verb, 'forms'));

describe('reading a form', () => {
  it.each<[ActorName, FormName, object]>([
    ['admin', 'memberOnly', ok],
    ['member', 'memberOnly', ok],
    ['field', 'memberOnly', no(AccessMessage.form)],
    ['member', 'field', ok],
    ['site', 'shared', ok],
    ['site', 'design', no(AccessMessage.form)],
    ['site', 'unused', no(AccessMessage.form)],
    ['direct', 'field', ok],
    ['direct', 'shared', no(AccessMessage.form)],
    ['anonymous', 'unused', no(AccessMessage.signInFirst)],
  ])('%s reads the %s form: %j', (actor, form, expected) => {
    expect(readForm(ACTORS[actor], FORMS[form])).toEqual(expected);
  });
});

describe('changing a form', () => {
  it.each<[ActorName, FormName, 4 | 8 | 11 | 16, object]>([
    ['admin', 'field', Delete, ok],
    ['admin', 'memberOnly', Share, ok],
    ['member', 'design', Update, ok],
    ['member', 'shared', Update, ok],
    ['member', 'design', Delete, noVerb(Delete)],
    ['member', 'design', Move, noVerb(Move)],
    ['member', 'design', Share, noVerb(Share)],
    ['member', 'field', Update, no(AccessMessage.formInUnreadableProject)],
    ['field', 'field', Delete, ok],
    ['field', 'field', Move, ok],
    ['field', 'design', Update, no(AccessMessage.formInUnreadableProject)],
    ['field', 'memberOnly', Update, no(AccessMessage.form)],
    ['site', 'shared', Update, no(AccessMessage.externalDesign)],
    ['site', 'shared', Delete, no(AccessMessage.externalDesign)],
    ['direct', 'field', Update, no(AccessMessage.externalDesign)],
  ])('%s on the %s form, verb %i: %j', (actor, form, verb, expected) => {
    expect(changeForm(ACTORS[actor], FORMS[form], verb)).toEqual(expected);
  });
});

describe('designing in general (what the SPA offers)', () => {
  it.each<[ActorName, 2 | 4 | 8, boolean]>([
    ['admin', Delete, true],
    ['member', Create, true],
    ['member', Update, true],
    ['member', Delete, false],
    ['field', Delete, true],
    ['site', Update, false],
    ['direct', Update, false],
    ['anonymous', Update, false],
  ])('%s, verb %i: %s', (actor, verb, expected) => {
    expect(mayDesign(ACTORS[actor], verb).allowed).toBe(expected);
  });
});

describe('changing restrictions', () => {
  const fullMember = { ...ACTORS.member, verbs: 31 };
  const setByAdmin = { ...viewOnlyFor('member@demo.test'), ownerId: 1 };
  const setByMember = { ...viewOnlyFor('member@demo.test'), ownerId: 2 };
  it.each<[string, object]>([
    ['admin lifts anyone’s', changeRestrictions(ACTORS.admin, FORMS.design, setByMember)],
    ['a member with Share sets new ones', changeRestrictions(fullMember, FORMS.design, undefined)],
    ['a member with Share changes their own', changeRestrictions(fullMember, FORMS.design, setByMember)],
    [
      'an unrestricted record is anyone’s with Share',
      changeRestrictions(fullMember, FORMS.design, { ...noRestrictions(), ownerId: 1 }),
    ],
  ])('%s', (_name, decision) => {
    expect(decision).toEqual(ok);
  });

  it.each<[string, object, string]>([
    [
      'a member with Share lifts an admin’s',
      changeRestrictions(fullMember, FORMS.design, setByAdmin),
      AccessMessage.restrictionOwner,
    ],
    [
      'a member without Share',
      changeRestrictions(ACTORS.member, FORMS.design, undefined),
      AccessMessage.noVerb(Share, 'forms'),
    ],
    ['a site user', changeRestrictions(ACTORS.site, FORMS.shared, undefined), AccessMessage.externalDesign],
    [
      'a field hidden from the caller',
      changeRestrictions({ ...ACTORS.field, verbs: 31 }, FORMS.field, undefined, viewOnlyFor('x@y.z')),
      AccessMessage.field,
    ],
  ])('%s is refused', (_name, decision, reason) => {
    expect(decision).toEqual(no(reason));
  });
});

describe('encryption', () => {
  const ssn = { EncryptData: true, DisplayMask: 1 as const };
  it.each<[ActorName, object, object, boolean]>([
    ['member', ssn, { EncryptData: false }, false],
    ['member', ssn, { EncryptData: true, DisplayMask: 0 }, false],
    ['member', ssn, { EncryptData: true, DisplayMask: 1 }, true],
    ['member', { EncryptData: false }, { EncryptData: true }, true],
    ['admin', ssn, { EncryptData: false }, true],
  ])('%s: %j → %j allowed %s', (actor, before, after, allowed) => {
    expect(changeEncryption(ACTORS[actor], before, after).allowed).toBe(allowed);
  });

  it('a new field has nothing to protect', () => {
    expect(changeEncryption(ACTORS.member, undefined, { EncryptData: false })).toEqual(ok);
  });
});

describe('linking to a field', () => {
  it.each<[ActorName, FormName, Permissions | undefined, boolean]>([
    ['member', 'field', undefined, true],
    ['field', 'memberOnly', undefined, false],
    ['member', 'design', viewOnlyFor('admin@demo.test'), false],
    ['admin', 'design', viewOnlyFor('nobody@demo.test'), true],
  ])('%s links into the %s form: %s', (actor, form, fieldRestrictions, allowed) => {
    const decision = linkTo(ACTORS[actor], FORMS[form], fieldRestrictions);
    expect(decision).toEqual(allowed ? ok : no(AccessMessage.linkParent));
  });
});

describe('the verbs a user holds on a form (Access)', () => {
  it.each<[ActorName, FormName, number]>([
    ['admin', 'design', 1 | Update | Delete | Create | Share],
    ['field', 'design', 1],
    ['field', 'field', 1 | Create | Update | Delete], // Site Editor: Update, Delete and Move, no Share
    ['field', 'memberOnly', 0],
  ])('%s on the %s form: %i', (actor, form, mask) => {
    expect(formAccess(ACTORS[actor], FORMS[form])).toBe(mask);
  });

  it('grants each verb exactly when changing the form with it is allowed', () => {
    for (const actor of Object.keys(ACTORS) as ActorName[])
      for (const form of Object.keys(FORMS) as FormName[]) {
        const mask = formAccess(ACTORS[actor], FORMS[form]);
        for (const verb of [Update, Delete, Move, Share] as const)
          expect(grants(mask, verb), `${actor} ${form} ${verb}`).toBe(
            changeForm(ACTORS[actor], FORMS[form], verb).allowed,
          );
      }
  });
});
