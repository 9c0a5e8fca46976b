import { verbName, type AccessVerbId } from './access-verb';

/** The reasons a refused call gives (403 `Message`), one place so the server and the tests agree. */
export const AccessMessage = {
  signInFirst: 'Please sign in.',
  externalDesign: 'Site and direct-link users cannot design forms or change the workspace.',
  externalPeople: 'Site and direct-link users cannot see the workspace user lists.',
  form: 'You do not have access to this form.',
  field: 'You do not have access to this field.',
  project: 'You do not have access to this project.',
  instance: 'You do not have access to this form instance.',
  readOnlyInstance: 'This form instance is read-only.',
  formInUnreadableProject: 'This form is used by a project you cannot open, so you cannot change it.',
  groupHoldsUndeletableForms: 'This group holds forms you may not delete, so you cannot delete it.',
  restrictionOwner:
    'Only a workspace administrator or the person who set these restrictions can change them.',
  encryptionOff: 'Only a workspace administrator can turn encryption off or change its display mask.',
  linkParent: 'You cannot link to a field you may not see.',
  reveal: 'You may not see this field.',
  revealExternal: 'Site and direct-link users see encrypted values only under their display mask.',
  administratorsOnly: 'Only a workspace administrator can manage the workspace.',
  externalTeams: 'Site and direct-link users cannot add people to teams.',
  noVerb: (verb: AccessVerbId, what: string) => `Your roles do not allow you to ${verbName(verb)} ${what}.`,
} as const;
