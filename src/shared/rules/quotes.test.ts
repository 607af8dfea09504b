import { describe, expect, it } from 'vitest';
import { QUOTES, type QuoteCategory, quoteCategoryFor, quoteFor, speaksOfStreaks } from './quotes.ts';

const at = (sessions: number, days: number) => quoteCategoryFor({ sessions, days, minutes: sessions * 20 });

describe('quoteCategoryFor (spec section 4, in order)', () => {
  it('fewer than 3 sessions: motivation', () => {
    expect(at(0, 0)).toBe('motivation');
    expect(at(2, 2)).toBe('motivation');
    expect(at(3, 3)).toBeNull();
  });

  it('6 to 14 sessions: perseverance', () => {
    expect(at(5, 5)).toBeNull();
    expect(at(6, 6)).toBe('perseverance');
    expect(at(14, 14)).toBe('perseverance');
    expect(at(15, 14)).toBeNull();
  });

  it('more than 14 days with more than 10 sessions: progress', () => {
    expect(at(10, 15)).toBe('perseverance');
    expect(at(11, 14)).toBe('perseverance');
    expect(at(11, 15)).toBe('progress');
    expect(at(10, 14)).toBe('perseverance');
  });

  it('more than 30 days: progress comes first, so mindfulness is never chosen for real statistics', () => {
    expect(at(30, 30)).toBe('progress');
    expect(at(31, 31)).toBe('progress');
    // Days never exceed sessions; only impossible statistics reach the mindfulness branch.
    expect(at(10, 31)).toBe('mindfulness');
  });

  it('evaluates motivation before anything else', () => {
    expect(at(2, 40)).toBe('motivation');
  });
});

describe('quoteFor', () => {
  it('picks from the chosen category, or from all quotes', () => {
    for (let i = 0; i < 50; i++) {
      expect(quoteFor({ sessions: 1, minutes: 20, days: 1 }).category).toBe('motivation');
      expect(quoteFor({ sessions: 20, minutes: 400, days: 16 }).category).toBe('progress');
    }
    const seen = new Set<QuoteCategory>();
    for (let i = 0; i < QUOTES.length; i++) {
      seen.add(quoteFor({ sessions: 4, minutes: 80, days: 4 }, () => i / QUOTES.length).category);
    }
    expect(seen.size).toBe(5);
  });

  it('shows the streak quote only to a customer with a streak, keeping the category rule', () => {
    const streakQuote = 'The routine is the reward. Keep your streak honest.';
    expect(QUOTES.filter(speaksOfStreaks).map((quote) => quote.text)).toEqual([streakQuote]);
    // 6 to 14 sessions: perseverance, the streak quote's category. Every pick of the random range.
    const picks = (hasStreak: boolean) => {
      const texts = new Set<string>();
      for (let i = 0; i < 100; i++) {
        const quote = quoteFor({ sessions: 8, minutes: 160, days: 8 }, () => i / 100, hasStreak);
        expect(quote.category).toBe('perseverance');
        texts.add(quote.text);
      }
      return texts;
    };
    expect(picks(false).has(streakQuote)).toBe(false);
    expect(picks(false).size).toBe(5);
    expect(picks(true).has(streakQuote)).toBe(true);
    // Any quote (3 to 5 sessions): never the streak quote without a streak.
    for (let i = 0; i < 100; i++) {
      expect(quoteFor({ sessions: 4, minutes: 80, days: 4 }, () => i / 100).text).not.toBe(streakQuote);
    }
  });

  it('has about 30 quotes in the five categories', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(28);
    const categories = new Set(QUOTES.map((quote) => quote.category));
    expect([...categories].sort()).toEqual([
      'general',
      'mindfulness',
      'motivation',
      'perseverance',
      'progress',
    ]);
  });
});
