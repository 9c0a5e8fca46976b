import { describe, expect, it } from 'vitest';
import { noRestrictions } from '../forms/form-permissions.entity';
import { AccessMessage } from './access-messages';
import { ACTORS, type ActorName } from './access-actors.fixture';
import {
  createInstance,
  fileInstance,
  instanceEditable,
  permissionMaskFor,
  readInstance,
  revealEncrypted,
} from './instance-access.policy';

const inScope = (projectScopeId: number, accessMask = 0) => ({
  projectScopeId,
  accessMask,
  form: { projectScopeIds: [projectScopeId] },
});
const inputOnlyForAdmins = {
  ...noRestrictions(),
  Restrictions: true,
  RestrictedInput: true,
};

describe('reading an instance', () => {
  it.each<[ActorName, number, boolean]>([
    ['admin', 11, true],
    ['member', 10, true],
    ['member', 11, false],
    ['field', 11, true],
    ['site', 0, true],
    ['site', 10, false],
    ['direct', 11, true],
    ['direct', 0, false],
    ['anonymous', 0, false],
  ])('%s, project in scope %i: %s', (actor, scope, allowed) => {
    expect(readInstance(ACTORS[actor], inScope(scope))).toEqual(
      allowed ? { allowed } : { allowed, reason: AccessMessage.instance },
    );
  });
});

describe('filling an instance in', () => {
  it.each<[ActorName, number, boolean]>([
    ['admin', 1, false],
    ['admin', 0, true],
    ['member', 0, true],
    ['site', 0, false],
    ['direct', 0, true],
  ])('%s, AccessMask %i: editable %s', (actor, accessMask, editable) => {
    expect(instanceEditable(ACTORS[actor], inScope(0, accessMask))).toBe(editable);
  });

  it('a form restriction on input makes it read-only for those it excludes', () => {
    const instance = { ...inScope(0), form: { projectScopeIds: [0], restrictions: inputOnlyForAdmins } };
    expect([instanceEditable(ACTORS.member, instance), instanceEditable(ACTORS.admin, instance)]).toEqual([
      false,
      true,
    ]);
  });
});

describe('creating and filing instances', () => {
  it.each<[ActorName, number, string | null]>([
    ['admin', 11, null],
    ['member', 10, null],
    ['member', 11, AccessMessage.project],
    ['site', 0, AccessMessage.externalDesign],
    ['direct', 11, AccessMessage.externalDesign],
  ])('%s creates in scope %i: %s', (actor, scope, reason) => {
    const decision = createInstance(ACTORS[actor], scope, { projectScopeIds: [] });
    expect(decision).toEqual(reason ? { allowed: false, reason } : { allowed: true });
  });

  it.each<[ActorName, boolean]>([
    ['member', true],
    ['site', false],
    ['direct', false],
  ])('%s files an instance: %s', (actor, allowed) => {
    expect(fileInstance(ACTORS[actor], inScope(ACTORS[actor].scopeIds[0] ?? 0)).allowed).toBe(allowed);
  });
});

describe('field masks and revealing', () => {
  it.each([
    [5, { view: true, input: true }, 5],
    [5, { view: true, input: false }, 1],
    [5, { view: false, input: false }, 0],
    [1, { view: true, input: true }, 1],
  ])('base %i with %j is %i', (base, access, mask) => {
    expect(permissionMaskFor(base, access)).toBe(mask);
  });

  it.each<[ActorName, number, string | null]>([
    ['member', 1, null],
    ['member', 0, AccessMessage.reveal],
    ['site', 5, AccessMessage.revealExternal],
    ['direct', 5, AccessMessage.revealExternal],
  ])('%s reveals with mask %i: %s', (actor, mask, reason) => {
    expect(revealEncrypted(ACTORS[actor], mask)).toEqual(
      reason ? { allowed: false, reason } : { allowed: true },
    );
  });
});
