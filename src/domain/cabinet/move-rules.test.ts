import { describe, expect, it } from 'vitest';
import { TransferMessage, allowedTargets, ancestry, transferProblem } from './move-rules';

// Cabinet 1 > Projects 2 > Bridge 3 > Photos 4; Cabinet 1 > Archive 5
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 1],
]);
const parentOf = (id: number) => parents.get(id);
const folders = [...parents].map(([ItemId, ParentFolderId]) => ({
  ItemId,
  Name: `f${ItemId}`,
  ParentFolderId,
}));
const projects = { ItemId: 2, ItemType: 1, ParentFolderId: 1 };
const file = { ItemId: 9, ItemType: 2, ParentFolderId: 3 };

describe('moving and copying', () => {
  it('refuses a folder into itself', () => {
    expect(transferProblem('move', projects, 2, parentOf)).toBe(TransferMessage.intoItself);
    expect(transferProblem('copy', projects, 2, parentOf)).toBe(TransferMessage.intoItself);
  });

  it('refuses a folder into one of its own folders, however deep', () => {
    expect(transferProblem('move', projects, 3, parentOf)).toBe(TransferMessage.intoOwnChild);
    expect(transferProblem('copy', projects, 4, parentOf)).toBe(TransferMessage.intoOwnChild);
  });

  it('allows a folder next to itself or elsewhere', () => {
    expect(transferProblem('move', projects, 5, parentOf)).toBeNull();
    expect(transferProblem('copy', projects, 1, parentOf)).toBeNull();
  });

  it('refuses a move into the folder the item is in, but copies there (a second copy)', () => {
    expect(transferProblem('move', file, 3, parentOf)).toBe(TransferMessage.sameFolder);
    expect(transferProblem('copy', file, 3, parentOf)).toBeNull();
  });

  it('never moves or copies a cabinet', () => {
    expect(transferProblem('copy', { ItemId: 1, ItemType: 1, ParentFolderId: null }, 5, parentOf)).toBe(
      TransferMessage.cabinet,
    );
  });

  it('gives the picker the folders allowed', () => {
    expect([...allowedTargets('move', projects, folders)].sort()).toEqual([5]);
    expect([...allowedTargets('move', file, folders)].sort()).toEqual([1, 2, 4, 5]);
    expect([...allowedTargets('copy', file, folders)].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops at a cycle in damaged data', () => {
    const loop = new Map([
      [1, 2],
      [2, 1],
    ]);
    expect(ancestry(1, (id) => loop.get(id))).toEqual([1, 2]);
  });
});
