/** The app's distribution channels; `weight` is the share of sign-ups each brings. */
export interface ChannelSeed {
  code: string;
  name: string;
  downloadUrl: string;
  version: string;
  enabled: boolean;
  note: string;
  weight: number;
}

const apk = (code: string, version: string) => `https://download.example.com/social/${code}/social-${version}.apk`;

export const CHANNELS: readonly ChannelSeed[] = [
  {
    code: 'official',
    name: '官网 Official site',
    downloadUrl: apk('official', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '官网直装包',
    weight: 14,
  },
  {
    code: 'huawei',
    name: '华为应用市场',
    downloadUrl: apk('huawei', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '',
    weight: 16,
  },
  {
    code: 'xiaomi',
    name: '小米应用商店',
    downloadUrl: apk('xiaomi', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '',
    weight: 12,
  },
  {
    code: 'oppo',
    name: 'OPPO 软件商店',
    downloadUrl: apk('oppo', '5.11.2'),
    version: '5.11.2',
    enabled: true,
    note: '5.12 审核中',
    weight: 11,
  },
  {
    code: 'vivo',
    name: 'vivo 应用商店',
    downloadUrl: apk('vivo', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '',
    weight: 11,
  },
  {
    code: 'honor',
    name: '荣耀应用市场',
    downloadUrl: apk('honor', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '',
    weight: 6,
  },
  {
    code: 'tencent_myapp',
    name: '应用宝',
    downloadUrl: apk('tencent_myapp', '5.12.0'),
    version: '5.12.0',
    enabled: true,
    note: '',
    weight: 9,
  },
  {
    code: 'baidu',
    name: '百度手机助手',
    downloadUrl: apk('baidu', '5.10.1'),
    version: '5.10.1',
    enabled: true,
    note: 'Low volume, keep for SEO',
    weight: 3,
  },
  {
    code: 'qihoo360',
    name: '360 手机助手',
    downloadUrl: apk('qihoo360', '5.8.0'),
    version: '5.8.0',
    enabled: false,
    note: '合作已结束 Partnership ended',
    weight: 1,
  },
  {
    code: 'wandoujia',
    name: '豌豆荚',
    downloadUrl: apk('wandoujia', '5.6.3'),
    version: '5.6.3',
    enabled: false,
    note: 'Store closed to new apps',
    weight: 1,
  },
  {
    code: 'googleplay',
    name: 'Google Play',
    downloadUrl: 'https://play.google.com/store/apps/details?id=com.example.social',
    version: '5.12.0',
    enabled: true,
    note: 'Overseas',
    weight: 4,
  },
  {
    code: 'appstore',
    name: 'App Store',
    downloadUrl: 'https://apps.apple.com/app/id1234567890',
    version: '5.12.1',
    enabled: true,
    note: 'iOS',
    weight: 12,
  },
];

/** What the app sells: VIP subscriptions, coin packs and a boost. Prices in cents. */
export interface ProductSeed {
  code: string;
  cny: number;
  usd: number;
  subscription: boolean;
  weight: number;
}

export const PRODUCTS: readonly ProductSeed[] = [
  { code: 'vip_month', cny: 3_000, usd: 499, subscription: true, weight: 30 },
  { code: 'vip_quarter', cny: 7_800, usd: 1_299, subscription: true, weight: 10 },
  { code: 'vip_year', cny: 26_800, usd: 4_499, subscription: true, weight: 6 },
  { code: 'coins_60', cny: 600, usd: 99, subscription: false, weight: 18 },
  { code: 'coins_300', cny: 3_000, usd: 499, subscription: false, weight: 15 },
  { code: 'coins_980', cny: 9_800, usd: 1_499, subscription: false, weight: 8 },
  { code: 'coins_1980', cny: 19_800, usd: 2_999, subscription: false, weight: 3 },
  { code: 'boost_pack', cny: 1_800, usd: 299, subscription: false, weight: 10 },
];

/** Channels sold through a store whose own billing is mandatory. */
export const STORE_BILLING: Readonly<Record<string, string>> = { appstore: 'apple', googleplay: 'google' };
