import 'reflect-metadata';
import { validateSync } from 'class-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FolderItemDto } from './cabinet.dto';
import { compileDto, parseCompiledList } from './compiled-dto';

const valid = { ItemId: 1, ItemType: 2, RootContextFolderId: 5000, IsImage: false, Name: 'a.txt', ParentFolderId: 5000, Size: 3, CreatedOn: '2024-01-01T00:00:00.000Z', ModifiedOn: '2024-01-01T00:00:00Z', DocumentTypeId: null };
const bySlowPath = (body: object) => validateSync(Object.assign(new FolderItemDto(), body), { forbidUnknownValues: false }).length === 0;

describe('a DTO compiled from its class-validator constraints', () => {
  const check = compileDto(FolderItemDto);

  it('accepts and refuses exactly what validateSync does', () => {
    const broken: object[] = [
      { ...valid, ItemType: 3 },
      { ...valid, ItemId: 1.5 },
      { ...valid, Size: -1 },
      { ...valid, IsImage: 'no' },
      { ...valid, CreatedOn: 'yesterday' },
      { ...valid, ParentFolderId: '5000' },
      { ...valid, DocumentTypeId: 1001 },
      { ...valid, ParentFolderId: undefined },
      { ItemId: 1 },
    ];
    for (const body of [valid, ...broken]) expect(check(body), JSON.stringify(body)).toBe(bySlowPath(body));
  });

  it('agrees with validateSync on generated items', () => {
    const value = fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant('2024-01-01T00:00:00Z'));
    fc.assert(
      fc.property(fc.record({ ItemId: value, ItemType: fc.oneof(fc.constantFrom(1, 2), value), Size: value, IsImage: value, ParentFolderId: value, CreatedOn: value }), (patch) => {
        const body = { ...valid, ...patch };
        expect(check(body)).toBe(bySlowPath(body));
      }),
    );
  });

  it('checks a list of 100,000 items, and refuses it for one bad item', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ ...valid, ItemId: i + 1 }));
    expect(parseCompiledList(FolderItemDto)(items)).toBe(items);
    items[99_999] = { ...valid, ItemId: 1.5 };
    expect(parseCompiledList(FolderItemDto)(items)).toBeNull();
    expect(parseCompiledList(FolderItemDto)([...items.slice(0, 5), { ...valid, Name: 7 }])).toBeNull();
  });
});
