export type SeedScale = 'demo' | '100k' | '1m';

export const SEED_SCALES: readonly SeedScale[] = ['demo', '100k', '1m'];

/** How many rows each scale makes; the profile tables are per-account shares. */
export interface SeedSizes {
  accounts: number;
  moments: number;
  momentComments: number;
  questions: number;
  questionReplies: number;
  replyComments: number;
  /** Mean number of 'about me' answers per account. */
  aboutAnswersPerAccount: number;
  /** Share of accounts that sent a real-person certification. */
  avatarCertShare: number;
  messages: number;
  reports: number;
  orders: number;
}

/**
 * `demo` is what the first `npm start` seeds on PGlite, so it stays small enough for a few
 * seconds; `1m` is the benchmark scale of the issues (1M accounts, moments and orders), with the
 * other tables at the same ratios to moments (about 0.6 comments per moment, …); `100k` is a tenth.
 */
export const SEED_SIZES: Readonly<Record<SeedScale, SeedSizes>> = {
  demo: {
    accounts: 5_000,
    moments: 20_000,
    momentComments: 30_000,
    questions: 3_000,
    questionReplies: 8_000,
    replyComments: 6_000,
    aboutAnswersPerAccount: 1.2,
    avatarCertShare: 0.3,
    messages: 16_000,
    reports: 3_000,
    orders: 8_000,
  },
  '100k': {
    accounts: 100_000,
    moments: 100_000,
    momentComments: 60_000,
    questions: 15_000,
    questionReplies: 30_000,
    replyComments: 20_000,
    aboutAnswersPerAccount: 0.2,
    avatarCertShare: 0.08,
    messages: 40_000,
    reports: 15_000,
    orders: 100_000,
  },
  '1m': {
    accounts: 1_000_000,
    moments: 1_000_000,
    momentComments: 600_000,
    questions: 150_000,
    questionReplies: 300_000,
    replyComments: 200_000,
    aboutAnswersPerAccount: 0.2,
    avatarCertShare: 0.08,
    messages: 400_000,
    reports: 150_000,
    orders: 1_000_000,
  },
};

/** Share of accounts registered in the last 30 days (a month of registrations for the stats). */
export const RECENT_ACCOUNT_SHARE = 0.4;

/** Accounts with an id above this registered in the last 30 days (ids follow registration). */
export function olderAccountCount(sizes: SeedSizes): number {
  return sizes.accounts - Math.round(sizes.accounts * RECENT_ACCOUNT_SHARE);
}
