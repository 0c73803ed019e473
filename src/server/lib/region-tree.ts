/**
 * A small, real region tree for the profile's location picker. Chinese ids are GB/T 2260
 * administrative division codes (province 330000, city 330100); ids abroad are ISO 3166-1
 * country codes and ISO 3166-2 subdivision codes. Municipalities and SARs are leaves.
 */
export type RegionSeed = readonly [id: string, zh: string, en: string, children?: readonly RegionSeed[]];

const c = (id: string, zh: string, en: string): RegionSeed => [id, zh, en];

export const REGION_SEEDS: readonly RegionSeed[] = [
  [
    'CN',
    '中国',
    'China',
    [
      c('110000', '北京市', 'Beijing'),
      c('120000', '天津市', 'Tianjin'),
      [
        '130000',
        '河北省',
        'Hebei',
        [c('130100', '石家庄市', 'Shijiazhuang'), c('130200', '唐山市', 'Tangshan'), c('130600', '保定市', 'Baoding')],
      ],
      ['140000', '山西省', 'Shanxi', [c('140100', '太原市', 'Taiyuan'), c('140200', '大同市', 'Datong')]],
      [
        '150000',
        '内蒙古自治区',
        'Inner Mongolia',
        [c('150100', '呼和浩特市', 'Hohhot'), c('150200', '包头市', 'Baotou')],
      ],
      ['210000', '辽宁省', 'Liaoning', [c('210100', '沈阳市', 'Shenyang'), c('210200', '大连市', 'Dalian')]],
      ['220000', '吉林省', 'Jilin', [c('220100', '长春市', 'Changchun'), c('220200', '吉林市', 'Jilin City')]],
      ['230000', '黑龙江省', 'Heilongjiang', [c('230100', '哈尔滨市', 'Harbin'), c('230200', '齐齐哈尔市', 'Qiqihar')]],
      c('310000', '上海市', 'Shanghai'),
      [
        '320000',
        '江苏省',
        'Jiangsu',
        [c('320100', '南京市', 'Nanjing'), c('320200', '无锡市', 'Wuxi'), c('320500', '苏州市', 'Suzhou')],
      ],
      [
        '330000',
        '浙江省',
        'Zhejiang',
        [c('330100', '杭州市', 'Hangzhou'), c('330200', '宁波市', 'Ningbo'), c('330300', '温州市', 'Wenzhou')],
      ],
      ['340000', '安徽省', 'Anhui', [c('340100', '合肥市', 'Hefei'), c('340200', '芜湖市', 'Wuhu')]],
      [
        '350000',
        '福建省',
        'Fujian',
        [c('350100', '福州市', 'Fuzhou'), c('350200', '厦门市', 'Xiamen'), c('350500', '泉州市', 'Quanzhou')],
      ],
      ['360000', '江西省', 'Jiangxi', [c('360100', '南昌市', 'Nanchang'), c('360700', '赣州市', 'Ganzhou')]],
      [
        '370000',
        '山东省',
        'Shandong',
        [c('370100', '济南市', 'Jinan'), c('370200', '青岛市', 'Qingdao'), c('370600', '烟台市', 'Yantai')],
      ],
      ['410000', '河南省', 'Henan', [c('410100', '郑州市', 'Zhengzhou'), c('410300', '洛阳市', 'Luoyang')]],
      ['420000', '湖北省', 'Hubei', [c('420100', '武汉市', 'Wuhan'), c('420500', '宜昌市', 'Yichang')]],
      ['430000', '湖南省', 'Hunan', [c('430100', '长沙市', 'Changsha'), c('430200', '株洲市', 'Zhuzhou')]],
      [
        '440000',
        '广东省',
        'Guangdong',
        [
          c('440100', '广州市', 'Guangzhou'),
          c('440300', '深圳市', 'Shenzhen'),
          c('440400', '珠海市', 'Zhuhai'),
          c('440600', '佛山市', 'Foshan'),
          c('441900', '东莞市', 'Dongguan'),
        ],
      ],
      ['450000', '广西壮族自治区', 'Guangxi', [c('450100', '南宁市', 'Nanning'), c('450300', '桂林市', 'Guilin')]],
      ['460000', '海南省', 'Hainan', [c('460100', '海口市', 'Haikou'), c('460200', '三亚市', 'Sanya')]],
      c('500000', '重庆市', 'Chongqing'),
      ['510000', '四川省', 'Sichuan', [c('510100', '成都市', 'Chengdu'), c('510700', '绵阳市', 'Mianyang')]],
      ['520000', '贵州省', 'Guizhou', [c('520100', '贵阳市', 'Guiyang'), c('520300', '遵义市', 'Zunyi')]],
      ['530000', '云南省', 'Yunnan', [c('530100', '昆明市', 'Kunming'), c('532900', '大理白族自治州', 'Dali')]],
      ['540000', '西藏自治区', 'Tibet', [c('540100', '拉萨市', 'Lhasa')]],
      ['610000', '陕西省', 'Shaanxi', [c('610100', '西安市', "Xi'an"), c('610300', '宝鸡市', 'Baoji')]],
      ['620000', '甘肃省', 'Gansu', [c('620100', '兰州市', 'Lanzhou')]],
      ['630000', '青海省', 'Qinghai', [c('630100', '西宁市', 'Xining')]],
      ['640000', '宁夏回族自治区', 'Ningxia', [c('640100', '银川市', 'Yinchuan')]],
      [
        '650000',
        '新疆维吾尔自治区',
        'Xinjiang',
        [c('650100', '乌鲁木齐市', 'Urumqi'), c('650200', '克拉玛依市', 'Karamay')],
      ],
      c('710000', '台湾省', 'Taiwan'),
      c('810000', '香港特别行政区', 'Hong Kong'),
      c('820000', '澳门特别行政区', 'Macao'),
    ],
  ],
  ['JP', '日本', 'Japan', [c('JP-13', '东京都', 'Tokyo'), c('JP-27', '大阪府', 'Osaka')]],
  ['KR', '韩国', 'South Korea', [c('KR-11', '首尔', 'Seoul')]],
  c('SG', '新加坡', 'Singapore'),
  ['MY', '马来西亚', 'Malaysia', [c('MY-14', '吉隆坡', 'Kuala Lumpur')]],
  [
    'US',
    '美国',
    'United States',
    [c('US-CA', '加利福尼亚州', 'California'), c('US-NY', '纽约州', 'New York'), c('US-WA', '华盛顿州', 'Washington')],
  ],
  ['GB', '英国', 'United Kingdom', [c('GB-LND', '伦敦', 'London')]],
  ['DE', '德国', 'Germany', [c('DE-BE', '柏林', 'Berlin')]],
  ['AU', '澳大利亚', 'Australia', [c('AU-NSW', '新南威尔士州', 'New South Wales')]],
];
