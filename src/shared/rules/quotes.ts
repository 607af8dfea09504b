export type QuoteCategory = 'perseverance' | 'mindfulness' | 'progress' | 'motivation' | 'general';
export type Quote = { text: string; author?: string; category: QuoteCategory };
export type SessionStats = { sessions: number; minutes: number; days: number };

/** Built-in quotes: our own words, or public-domain sayings with their traditional attribution. */
export const QUOTES: readonly Quote[] = [
  { category: 'motivation', text: 'Every routine starts with a first session. Today is a good day for it.' },
  {
    category: 'motivation',
    text: 'A journey of a thousand miles begins with a single step.',
    author: 'Lao Tzu',
  },
  {
    category: 'motivation',
    text: 'You do not need to be great to start, but you need to start to be great.',
  },
  { category: 'motivation', text: 'Set up, log it, repeat. Momentum is built one entry at a time.' },
  { category: 'motivation', text: 'Well begun is half done.', author: 'Aristotle' },
  { category: 'motivation', text: 'The best time to begin was yesterday. The next best time is now.' },
  {
    category: 'perseverance',
    text: 'It does not matter how slowly you go as long as you do not stop.',
    author: 'Confucius',
  },
  { category: 'perseverance', text: 'Consistency beats intensity. Show up again tomorrow.' },
  {
    category: 'perseverance',
    text: 'Drops of water wear away a stone, not by force but by falling often.',
    author: 'Ovid',
  },
  { category: 'perseverance', text: 'Small sessions, done often, outlast big efforts done once.' },
  {
    category: 'perseverance',
    text: 'Patience and time do more than strength or passion.',
    author: 'Jean de La Fontaine',
  },
  { category: 'perseverance', text: 'The routine is the reward. Keep your streak honest.' },
  { category: 'progress', text: 'Look how far you have come. Your log is proof of your commitment.' },
  { category: 'progress', text: 'Measure, compare, adjust. Progress you can see is progress you can trust.' },
  {
    category: 'progress',
    text: 'Great things are done by a series of small things brought together.',
    author: 'Vincent van Gogh',
  },
  { category: 'progress', text: 'Weeks of steady work add up to results no single day could give.' },
  { category: 'progress', text: 'Your numbers tell a story of discipline. Keep writing it.' },
  { category: 'progress', text: 'Growth is slow until one day it is obvious.' },
  { category: 'mindfulness', text: 'Listen to your body: comfort and safety come before any number.' },
  { category: 'mindfulness', text: 'Rest days are part of the routine, not a break from it.' },
  { category: 'mindfulness', text: 'Very little is needed to make a happy life.', author: 'Marcus Aurelius' },
  { category: 'mindfulness', text: 'Breathe, relax, and give each session your full attention.' },
  { category: 'mindfulness', text: 'While we are postponing, life speeds by.', author: 'Seneca' },
  { category: 'mindfulness', text: 'Calm and steady wins over rushed and sore.' },
  {
    category: 'general',
    text: 'Knowing is not enough; we must apply.',
    author: 'Johann Wolfgang von Goethe',
  },
  { category: 'general', text: 'Track it today so you can celebrate it later.' },
  { category: 'general', text: 'Quality of each session matters more than its length.' },
  { category: 'general', text: 'We are what we repeatedly do.', author: 'Will Durant, after Aristotle' },
  { category: 'general', text: 'A written log turns good intentions into real habits.' },
  { category: 'general', text: 'Be patient with yourself: real change is built over months.' },
];

/**
 * The quote category for a user's statistics (spec section 4), evaluated in the spec's order. Null means
 * "any quote". See docs/decisions/004-quote-choice.md: the mindfulness branch cannot be reached.
 */
export function quoteCategoryFor(stats: SessionStats): QuoteCategory | null {
  if (stats.sessions < 3) return 'motivation';
  if (stats.days > 14 && stats.sessions > 10) return 'progress';
  if (stats.days > 30) return 'mindfulness';
  if (stats.sessions >= 6 && stats.sessions <= 14) return 'perseverance';
  return null;
}

/** True for a quote that speaks of streaks ("Keep your streak honest"). */
export const speaksOfStreaks = (quote: Quote) => /\bstreak/i.test(quote.text);

/**
 * A random quote for the statistics, from its category, or from all quotes when any will do (spec section
 * 4). A quote that speaks of streaks is left out unless the customer has a streak (docs/decisions/018).
 */
export function quoteFor(stats: SessionStats, random: () => number = Math.random, hasStreak = false): Quote {
  const category = quoteCategoryFor(stats);
  const inCategory = category ? QUOTES.filter((quote) => quote.category === category) : QUOTES;
  const pool = hasStreak ? inCategory : inCategory.filter((quote) => !speaksOfStreaks(quote));
  const quote = pool[Math.floor(random() * pool.length) % pool.length];
  if (!quote) throw new Error('no quotes');
  return quote;
}
