import { describe, expect, it } from 'vitest';
import { imageSizeOf } from './image-size';

describe('the size an image field shows its picture at', () => {
  it('reads pixels, percentages and auto as the field dialog allows them', () => {
    expect(imageSizeOf({ Width: '80px', Height: '40px' })).toEqual({
      width: { unit: 'px', value: 80 },
      height: { unit: 'px', value: 40 },
    });
    expect(imageSizeOf({ Width: '120', Height: '60' })).toEqual({
      width: { unit: 'px', value: 120 },
      height: { unit: 'px', value: 60 },
    });
    expect(imageSizeOf({ Width: ' 50% ', Height: 'auto' })).toEqual({
      width: { unit: '%', value: 50 },
      height: null,
    });
  });

  it('is 100% wide and keeps the proportions by default or for a value it cannot read', () => {
    const fallback = { width: { unit: '%', value: 100 }, height: null };
    expect(imageSizeOf(undefined)).toEqual(fallback);
    expect(imageSizeOf({})).toEqual(fallback);
    expect(imageSizeOf({ Width: '10em', Height: '50%' })).toEqual(fallback);
  });
});
