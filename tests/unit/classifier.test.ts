import { describe, expect, it } from 'vitest';
import type { ClassifierLabel } from '#contract/classifier';
import { textFeatures } from '#server/services/classifier/text-features';
import { NaiveBayesScorer, trainNaiveBayes, type TrainingExample } from '#server/services/classifier/naive-bayes';

const keys = (text: string) => textFeatures(text).map((f) => f.key);

describe('what the classifier reads of a text', () => {
  it('reads Chinese as characters and pairs, Latin words as words and their edge-marked 3- and 4-grams', () => {
    const k = keys('稳赚 idiot');
    expect(k).toEqual(
      expect.arrayContaining(['c:稳', 'c:赚', 'c:稳赚', 'w:idiot', 'g:^id', 'g:iot$', 'g:^idi', 'g:diot']),
    );
    expect(k).not.toContain('c:赚i');
  });

  it('reads through the rules’ folding: leetspeak, look-alikes, full-width and traditional forms', () => {
    expect(keys('r3tard')).toContain('w:retard');
    expect(keys('mоron')).toContain('w:moron'); // a Cyrillic о
    expect(keys('ＩＤＩＯＴ')).toContain('w:idiot');
    expect(keys('穩賺')).toContain('c:稳赚');
  });

  it('reads links as their registrable domain, shorteners and phone numbers as things', () => {
    const k = keys('加我 bit . ly/abc 或 138-1234-5678, mail a@b.com');
    expect(k).toEqual(expect.arrayContaining(['link', 'd:bit.ly', 'shortener', 'phone', 'email']));
    expect(keys('order 1700000000000 ok')).not.toContain('phone');
    expect(keys('order 1700000000000 ok')).toContain('n:7+');
  });

  it('keeps, for each feature, the stretch of the original text it came from', () => {
    const text = 'you are an ＩＤＩＯＴ, see bit.ly/x';
    const at = (key: string) => {
      const f = textFeatures(text).find((x) => x.key === key)!;
      return text.slice(f.span[0], f.span[1]);
    };
    expect(at('w:idiot')).toBe('ＩＤＩＯＴ');
    expect(at('g:iot$')).toBe('ＩＯＴ');
    expect(at('d:bit.ly')).toBe('bit.ly/x');
    expect(textFeatures('稳赚不赔').find((x) => x.key === 'c:不赔')!.span).toEqual([2, 4]);
  });

  it('counts a feature once per text', () => {
    const k = keys('spam spam spam');
    expect(k.filter((x) => x === 'w:spam')).toHaveLength(1);
  });
});

/** A small labelled set of our own, both languages, as moderators would have decided it. */
const DECIDED: [ClassifierLabel, string][] = [
  ['fraud', '稳赚不赔的投资，加微信领取内幕'],
  ['fraud', '日赚五千，稳赚不赔，私聊我'],
  ['fraud', '投资理财带你稳赚，名额有限'],
  ['fraud', 'guaranteed profit, double your money in a week'],
  ['fraud', 'guaranteed returns, invest now and double it'],
  ['fraud', 'crypto investment guaranteed profit dm me'],
  ['spam', '点击 bit.ly/cheap 领取优惠券'],
  ['spam', 'cheap followers here bit.ly/buy'],
  ['spam', 'free coupons at tinyurl.com/deal click now'],
  ['spam', '优惠券免费领 tinyurl.com/quan 快点击'],
  ['spam', 'click now for cheap likes bit.ly/likes'],
  ['harassment', 'you are an idiot and everyone hates you'],
  ['harassment', 'shut up idiot nobody asked'],
  ['harassment', 'what a moron, shut up'],
  ['harassment', '你是傻子吧，闭嘴'],
  ['harassment', '闭嘴吧傻子，没人理你'],
  ['fine', 'good morning everyone, lovely weather today'],
  ['fine', '今天天气很好，大家早上好'],
  ['fine', 'I made dumplings with my family tonight'],
  ['fine', '周末和朋友去爬山，风景很美'],
  ['fine', 'does anyone know a good book about history'],
  ['fine', '推荐一本好看的历史书吧'],
  ['fine', 'my cat slept all day in the sun'],
  ['fine', '晚上和家人一起包饺子'],
  ['fine', 'the weather is lovely, going for a walk'],
  ['fine', '早上好，今天去公园散步'],
];

const examples: TrainingExample[] = DECIDED.map(([label, text]) => ({ label, features: keys(text) }));

describe('a naive Bayes model trained on the team’s decisions', () => {
  const model = trainNaiveBayes(examples, { minTexts: 1 });
  const scorer = new NaiveBayesScorer(model);
  const predict = (text: string) => scorer.predict(keys(text));

  it.each([
    ['稳賺不賠，私聊我', 'fraud'],
    ['gu@ranteed pr0fit, invest now', 'fraud'],
    ['cheap coupons, click bit . ly/zz', 'spam'],
    ['shut up you 1diot', 'harassment'],
    ['闭嘴，傻子', 'harassment'],
    ['good morning, the weather is lovely', 'fine'],
    ['周末去公园散步，风景很好', 'fine'],
  ] as const)('takes %s for %s', (text, label) => {
    expect(predict(text).top).toBe(label);
  });

  it('gives every label it knows a probability, adding up to 1', () => {
    const { probabilities } = predict('稳赚 idiot bit.ly/x');
    expect(Object.keys(probabilities).sort()).toEqual(['fine', 'fraud', 'harassment', 'spam']);
    const sum = Object.values(probabilities).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it('names the features that drove a score, heaviest first, all towards the label', () => {
    const features = keys('稳赚不赔 good morning');
    const why = scorer.explain(features, 'fraud');
    expect(why.length).toBeGreaterThan(0);
    expect(why.map((w) => w.feature)).toContain('c:稳赚');
    expect(why.every((w) => w.weight > 0)).toBe(true);
    expect(why.map((w) => w.weight)).toEqual([...why.map((w) => w.weight)].sort((a, b) => b - a));
    expect(why.map((w) => w.feature)).not.toContain('w:morning');
  });

  it('is the same model whoever trains it on the same decisions, in whatever order', () => {
    const again = trainNaiveBayes([...examples].reverse(), { minTexts: 1 });
    expect(again).toEqual(model);
  });

  it('leaves out features seen in fewer texts than asked, and keeps the most frequent within the cap', () => {
    const rare = trainNaiveBayes(examples, { minTexts: 2 });
    expect(rare.features).not.toContain('w:dumplings');
    expect(rare.features).toContain('c:稳赚');
    const capped = trainNaiveBayes(examples, { minTexts: 1, maxFeatures: 10 });
    expect(capped.features).toHaveLength(10);
  });

  it('ignores features it never saw: an unknown text falls back on the labels’ shares', () => {
    const { top, probabilities } = predict('zzzz qqqq');
    expect(top).toBe('fine');
    expect(probabilities.fine).toBeCloseTo(10 / 26, 4);
  });
});
