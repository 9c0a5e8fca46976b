import { describe, expect, it } from 'vitest';
import { AccessMessage } from './access-messages';
import { AccessVerb } from './access-verb';
import { designerActions, formActions, formChangeRefusal, groupDeleteRefusal } from './designer-actions';
import type { Principal } from './actor';

const { Read, Create, Update, Delete } = AccessVerb;
const editor: Principal = { accountType: 2, isAdmin: false, verbs: Read | Create | Update | Delete };
const reader: Principal = { accountType: 2, isAdmin: false, verbs: Read };

describe('what the designer and the form list offer on one form', () => {
  it("narrows the roles' actions to the verbs the server says the user holds on the form", () => {
    expect(formActions(editor, Read)).toMatchObject({
      manage: false,
      remove: false,
      move: false,
      create: true,
    });
    expect(formActions(editor, Read | Update)).toMatchObject({ manage: true, remove: false });
    expect(formActions(editor, undefined)).toEqual(designerActions(editor));
  });

  it('says why the design cannot be changed: the roles, or a project the user cannot open', () => {
    expect(formChangeRefusal(reader, Read)).toBe(AccessMessage.noVerb(Update, 'forms'));
    expect(formChangeRefusal(editor, Read)).toBe(
      'This form is used by a project you cannot open, so you cannot change it.',
    );
    expect(formChangeRefusal(editor, Read | Update)).toBeNull();
    expect(formChangeRefusal(editor, undefined)).toBeNull();
  });
});

describe('who may delete a form group', () => {
  it('needs the Delete verb, then Delete on every form the group holds (an unreadable one counts as 0)', () => {
    expect(groupDeleteRefusal(reader, [])).toBe(AccessMessage.noVerb(Delete, 'form groups'));
    expect(groupDeleteRefusal(editor, [])).toBeNull();
    expect(groupDeleteRefusal(editor, [Read | Delete, Read | Delete])).toBeNull();
    expect(groupDeleteRefusal(editor, [Read | Delete, Read])).toBe(
      'This group holds forms you may not delete, so you cannot delete it.',
    );
    expect(groupDeleteRefusal(editor, [0])).toBe(AccessMessage.groupHoldsUndeletableForms);
  });
});
