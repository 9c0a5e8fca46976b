import { ALL_VERBS, AccessVerb } from './access-verb';
import type { Actor } from './actor';

const { Read, Create, Update, Delete } = AccessVerb;

/** The demo accounts as actors (fixtures/users.ts): scopes 0 workspace, 10 Design Team, 11 Field Team. */
export const ACTORS = {
  admin: {
    userId: 1,
    email: 'admin@demo.test',
    accountType: 1,
    isAdmin: true,
    roleIds: [6],
    verbs: ALL_VERBS,
    scopeIds: [0, 10, 11],
  },
  member: {
    userId: 2,
    email: 'member@demo.test',
    accountType: 2,
    isAdmin: false,
    roleIds: [2, 101],
    verbs: Read | Create | Update,
    scopeIds: [0, 10],
  },
  field: {
    userId: 5,
    email: 'field@demo.test',
    accountType: 2,
    isAdmin: false,
    roleIds: [2, 102],
    verbs: Read | Create | Update | Delete,
    scopeIds: [0, 11],
  },
  site: {
    userId: 3,
    email: 'site@demo.test',
    accountType: 3,
    isAdmin: false,
    roleIds: [1],
    verbs: Read,
    scopeIds: [0],
  },
  direct: {
    userId: 4,
    email: 'direct@demo.test',
    accountType: 4,
    isAdmin: false,
    roleIds: [3],
    verbs: Read | Update,
    scopeIds: [11],
  },
  anonymous: { userId: 0, email: '', accountType: 0, isAdmin: false, roleIds: [], verbs: 0, scopeIds: [] },
} as const satisfies Record<string, Actor>;

export type ActorName = keyof typeof ACTORS;
