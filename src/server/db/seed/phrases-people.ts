/** Name material for accounts: Chinese names and nicknames, English names and handles. */

export const ZH_SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '欧阳', '司马', '上官',
];

export const ZH_GIVEN_MALE = [
  '伟', '强', '磊', '洋', '勇', '军', '杰', '涛', '超', '明', '刚', '辉', '鹏', '飞', '鑫', '波', '宇', '浩', '凯', '俊',
  '子轩', '浩然', '宇航', '志强', '建华', '晨阳', '皓轩', '一鸣', '思远', '博文', '天佑', '俊杰', '文博', '嘉豪', '泽宇', '明哲',
];

export const ZH_GIVEN_FEMALE = [
  '静', '丽', '敏', '燕', '娟', '霞', '芳', '娜', '婷', '雪', '琳', '颖', '倩', '欣怡', '梓涵', '雨桐', '可馨', '诗涵',
  '思雨', '佳怡', '晓彤', '梦瑶', '紫萱', '雅琪', '若曦', '欣然', '一诺', '心怡', '语嫣', '沐晴', '安琪', '晓雯',
];

export const ZH_NICKNAMES = [
  '爱吃鱼的猫', '快乐的小熊', '星空下的鲸', '晚风', '南城旧梦', '橘子汽水', '奶茶三分糖', '不吃香菜', '早睡早起', '追光者',
  '一只小鹿', '山川湖海', '温柔的风', '咸鱼翻身', '柠檬不酸', '夏天的雨', '月亮邮递员', '芝士就是力量', '慢慢来', '清风徐来',
  '小确幸', '今天也要加油', '云朵棉花糖', '海盐芝士', '深夜食堂', '北岛以北', '半糖主义', '晴天娃娃', '人间值得', '路过的风',
  '番茄炒蛋', '草莓味的夏天', '钢铁直男', '摸鱼达人', '周末去爬山', '熬夜冠军', '佛系青年', '小太阳', '猫系少女', '程序猿小张',
];

export const EN_FIRST_MALE = [
  'James', 'Oliver', 'Liam', 'Noah', 'Ethan', 'Lucas', 'Mason', 'Logan', 'Jack', 'Leo', 'Daniel', 'Henry', 'Ryan', 'Kevin',
  'Jason', 'Eric', 'Alex', 'Sam', 'David', 'Tom',
];

export const EN_FIRST_FEMALE = [
  'Emma', 'Olivia', 'Ava', 'Sophia', 'Mia', 'Amelia', 'Chloe', 'Grace', 'Lily', 'Zoe', 'Emily', 'Hannah', 'Ella', 'Ruby',
  'Iris', 'Vivian', 'Cindy', 'Amy', 'Nina', 'Lucy',
];

export const EN_LAST = [
  'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Clark', 'Lee', 'Walker', 'Young', 'King', 'Wright', 'Scott', 'Green',
  'Baker', 'Chen', 'Wang', 'Liu', 'Zhang', 'Lin', 'Wong', 'Ng', 'Tan', 'Kim', 'Park', 'Nguyen', 'Garcia', 'Martin', 'Miller',
];

export const HANDLE_ADJECTIVES = [
  'sunny', 'lazy', 'happy', 'midnight', 'cosmic', 'little', 'silent', 'wild', 'cozy', 'pixel', 'lucky', 'salty', 'sleepy',
  'urban', 'misty', 'golden', 'tiny', 'brave',
];

export const HANDLE_NOUNS = [
  'panda', 'owl', 'coder', 'traveler', 'fox', 'cat', 'dreamer', 'biker', 'noodle', 'tiger', 'cloud', 'wave', 'runner',
  'reader', 'gamer', 'chef', 'otter', 'comet',
];

/** Local parts of Chinese users' mail addresses (pinyin words). */
export const ZH_MAIL_WORDS = ['xiaoyu', 'tianye', 'chenchen', 'lele', 'mumu', 'xingxing', 'yuanyuan', 'haohao', 'dudu', 'qiqi'];

export const ZH_MAIL_DOMAINS = ['qq.com', '163.com', '126.com', 'foxmail.com', 'sina.com'];

export const EN_MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com', 'proton.me'];
