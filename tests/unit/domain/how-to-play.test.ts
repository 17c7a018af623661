import { describe, expect, it } from 'vitest';
import { howToPlayText } from '../../../src/domain/how-to-play';

describe('howToPlayText', () => {
  const texts = { english: '# How To Play', hindi: '# कैसे खेलें' };

  it('gives a player in Hindi the Hindi text and a player in English the English', () => {
    expect(howToPlayText(texts, 'hi')).toBe('# कैसे खेलें');
    expect(howToPlayText(texts, 'en')).toBe('# How To Play');
  });

  it('falls back to the English while the Hindi is empty or blank', () => {
    expect(howToPlayText({ english: '# How To Play', hindi: '' }, 'hi')).toBe('# How To Play');
    expect(howToPlayText({ english: '# How To Play', hindi: ' \n ' }, 'hi')).toBe('# How To Play');
  });
});
