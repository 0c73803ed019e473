import { CHANNELS } from './catalog';
import * as P from './phrases-people';
import { below, chance, lit, pickText, weightedText } from './sql-expr';
import { SALT } from './salts';

/** Column expressions of an account row; `id`, `gender`, `zh` and `style` are columns of the row. */

export function genderOf(id: string): string {
  return weightedText(
    [
      ['male', 46],
      ['female', 44],
      ['unknown', 10],
    ],
    id,
    SALT.gender,
  );
}

/** Female given names for women, male ones for men, either for the undisclosed. */
function feminine(): string {
  return `(gender = 'female' OR (gender = 'unknown' AND ${below('id', SALT.given, 2)} = 0))`;
}

const enFirst = () =>
  `(CASE WHEN ${feminine()} THEN ${pickText(P.EN_FIRST_FEMALE, 'id', SALT.enFirst)} ELSE ${pickText(P.EN_FIRST_MALE, 'id', SALT.enFirst)} END)`;
const enLast = () => pickText(P.EN_LAST, 'id', SALT.enLast);
const handle = () =>
  `${pickText(P.HANDLE_ADJECTIVES, 'id', SALT.handleAdj)} || '_' || ${pickText(P.HANDLE_NOUNS, 'id', SALT.handleNoun)}`;

/** Real-looking names for half, nicknames and handles for the rest; Chinese or English by `zh`. */
export function nickname(): string {
  const zhName = `${pickText(P.ZH_SURNAMES, 'id', SALT.surname)} || (CASE WHEN ${feminine()} THEN ${pickText(P.ZH_GIVEN_FEMALE, 'id', SALT.given)} ELSE ${pickText(P.ZH_GIVEN_MALE, 'id', SALT.given)} END)`;
  const zhNick = `${pickText(P.ZH_NICKNAMES, 'id', SALT.nickname)} || (CASE WHEN ${below('id', SALT.nickSuffix, 4)} = 0 THEN '_' || ${below('id', SALT.nickSuffix + 1000, 1000)} ELSE '' END)`;
  const enName = `${enFirst()} || ' ' || ${enLast()}`;
  const enHandle = `${handle()} || ${below('id', SALT.nickSuffix, 100)}`;
  return `(CASE WHEN zh THEN (CASE WHEN style < 55 THEN ${zhName} ELSE ${zhNick} END)
    ELSE (CASE WHEN style < 50 THEN ${enName} ELSE ${enHandle} END) END)`;
}

/** QQ numbers and pinyin for Chinese users, first.last or the handle for English ones; some left blank. */
export function email(): string {
  const qq = `(100000000 + (id::int8 * 7919 + 4242) % 900000000)::text || '@qq.com'`;
  const pinyin = `${pickText(P.ZH_MAIL_WORDS, 'id', SALT.mail)} || id || '@' || ${pickText(P.ZH_MAIL_DOMAINS, 'id', SALT.mailDomain)}`;
  const en = `(CASE WHEN style < 50 THEN lower(${enFirst()} || '.' || ${enLast()}) || (id % 1000) ELSE ${handle()} || id END)
    || '@' || ${pickText(P.EN_MAIL_DOMAINS, 'id', SALT.mailDomain)}`;
  return `(CASE WHEN ${chance('id', SALT.mail + 1000, 0.12)} THEN ''
    WHEN zh THEN (CASE WHEN ${below('id', SALT.mail, 2)} = 0 THEN ${qq} ELSE ${pinyin} END)
    ELSE ${en} END)`;
}

/** Mainland mobile numbers; the last eight digits are a bijection of the id, so numbers never repeat. */
export function phone(): string {
  const prefix = pickText(['3', '5', '7', '8', '9'], 'id', SALT.phonePrefix);
  return `'+86 1' || ${prefix} || ${below('id', SALT.phonePrefix + 1000, 10)} || lpad(((id::int8 * 7919 + 1234567) % 100000000)::text, 8, '0')`;
}

/** Sign-up channel by weight; channels that are switched off brought no one in the last 30 days. */
export function source(olderAccounts: number): string {
  const picked = weightedText(
    CHANNELS.map((c) => [c.code, c.weight] as const),
    'id',
    SALT.source,
  );
  const disabled = CHANNELS.filter((c) => !c.enabled).map((c) => lit(c.code));
  if (disabled.length === 0) return picked;
  return `(CASE WHEN id > ${olderAccounts} AND ${picked} IN (${disabled.join(', ')}) THEN 'official' ELSE ${picked} END)`;
}

export function accountStatus(): string {
  return weightedText(
    [
      ['NORMAL', 91],
      ['MUTED', 3],
      ['BANNED', 4],
      ['DELETED', 2],
    ],
    'id',
    SALT.accountStatus,
  );
}

/** Profile review: half of the newest 3 % of accounts wait for it, a thin backlog of the rest. */
export function accountAudit(accounts: number): string {
  const roll = below('id', SALT.accountAudit, 10_000);
  const newest = Math.floor(accounts * 0.97);
  return `(CASE WHEN ${roll} < (CASE WHEN id > ${newest} THEN 5000 ELSE 250 END) THEN 'PENDING'
    WHEN ${roll} >= 9500 THEN 'REJECTED' ELSE 'APPROVED' END)`;
}
