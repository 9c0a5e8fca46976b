import { describe, expect, it } from 'vitest';
import { fieldIdOfInput, inputIdOf } from './input-ids';

describe('control element ids', () => {
  it('name the field, and are read back only for their own grid', () => {
    expect(inputIdOf('fi', 1234)).toBe('fi-1234');
    expect(fieldIdOfInput('fi', inputIdOf('fi', 1234))).toBe(1234);
    expect(fieldIdOfInput('preview', inputIdOf('fi', 1234))).toBeNull();
    expect(fieldIdOfInput('fi', 'fi-1234-label')).toBeNull();
    expect(fieldIdOfInput('fi', 'fi-')).toBeNull();
  });
});
