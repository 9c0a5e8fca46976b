import { describe, expect, it } from 'vitest';
import { drawableText } from './pdf-drawable-text';

describe('drawableText', () => {
  it('replaces each emoji, whole sequences included, and keeps what Roboto draws', () => {
    expect(drawableText('ok 👍🏽 👨‍👩‍👧 🇫🇷 1️⃣ ❤️!')).toBe('ok [emoji] [emoji] [emoji] [emoji] [emoji]!');
    expect(drawableText('© ® ™ € — café')).toBe('© ® ™ € — café');
  });
});
