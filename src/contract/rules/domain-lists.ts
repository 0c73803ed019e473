/**
 * Domain lists a domain rule can name (`list:shorteners`), shipped with the console and, the same,
 * in the database (table rule_domain_lists, filled by the rules-evasion migration; a test compares).
 * Link shorteners hide where a link goes: a lead holds or flags them rather than guessing.
 */
export const DOMAIN_LISTS = {
  shorteners: [
    '2.gp',
    'bit.do',
    'bit.ly',
    'bl.ink',
    'buff.ly',
    'cli.gs',
    'cutt.ly',
    'dwz.cn',
    'goo.gl',
    'is.gd',
    'j.mp',
    'lnkd.in',
    'ow.ly',
    'qr.net',
    'rb.gy',
    'rebrand.ly',
    's.id',
    'shorturl.at',
    'suo.im',
    't.cn',
    't.co',
    't.ly',
    'tiny.cc',
    'tinyurl.com',
    'tr.im',
    'url.cn',
    'v.gd',
    'x.co',
    'xhslink.com',
    'y2u.be',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DomainListName = keyof typeof DOMAIN_LISTS;
