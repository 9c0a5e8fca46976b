import { describe, expect, it } from 'vitest';
import { thumbnailFit } from './thumbnails';

const BOX = { w: 200, h: 100 };

describe('how a picture goes into its thumbnail', () => {
  it('crops ordinary pictures to fill the box', () => {
    for (const [w, h] of [
      [4000, 3000],
      [3000, 4000],
      [1080, 1920],
      [16000, 2000],
      [50, 25],
    ])
      expect(thumbnailFit(w!, h!, BOX), `${w} × ${h}`).toBe('cover');
  });

  it('fits whole what filling the box would enlarge hugely: long strips and tiny icons', () => {
    for (const [w, h] of [
      [30_000, 1],
      [1, 30_000],
      [2000, 40],
      [1080, 10_000],
      [16, 16],
    ])
      expect(thumbnailFit(w!, h!, BOX), `${w} × ${h}`).toBe('contain');
  });

  it('makes none of a picture with a side past 32,768 pixels or more than 50 million pixels', () => {
    expect(thumbnailFit(100_000, 1, BOX)).toBeNull();
    expect(thumbnailFit(1, 100_000, BOX)).toBeNull();
    expect(thumbnailFit(8000, 8000, BOX)).toBeNull();
    expect(thumbnailFit(0, 10, BOX)).toBeNull();
  });
});
