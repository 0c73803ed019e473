import { describe, expect, it } from 'vitest';
import { textFeatures } from '#server/services/classifier/text-features';
import { NaiveBayesScorer, trainNaiveBayes } from '#server/services/classifier/naive-bayes';
import { decodeModel, encodeModel } from '#server/services/classifier/model-codec';

const example = (text: string, label: 'fine' | 'spam' | 'harassment') => ({
  features: textFeatures(text).map((f) => f.key),
  label,
});

const model = trainNaiveBayes(
  [
    example('Earn $500/day from home, DM me now', 'spam'),
    example('Earn money from home, link in bio', 'spam'),
    example('兼职日赚五百，详情看主页', 'spam'),
    example('兼职日赚五百，私聊', 'spam'),
    example('What a lovely day at the beach', 'fine'),
    example('Lovely photos from the beach today', 'fine'),
    example('今天天气很好，去海边', 'fine'),
    example('今天去海边拍照', 'fine'),
    example('you idiot, shut up', 'harassment'),
    example('shut up idiot', 'harassment'),
  ],
  { minTexts: 1 },
);

describe('a model as the database keeps it', () => {
  it('reads back as the model trained: labels, features and every weight', () => {
    const stored = JSON.parse(JSON.stringify(encodeModel(model))) as unknown;
    expect(decodeModel(stored)).toEqual(model);
  });

  it('scores a text read back the same as before it was stored', () => {
    const back = new NaiveBayesScorer(decodeModel(encodeModel(model)));
    const same = new NaiveBayesScorer(model);
    for (const text of ['Earn from home today', '海边很好', 'idiot']) {
      const features = textFeatures(text).map((f) => f.key);
      expect(back.predict(features)).toEqual(same.predict(features));
    }
  });

  it('refuses what is not a stored model', () => {
    expect(() => decodeModel(null)).toThrow(/format 1/);
    expect(() => decodeModel({ ...encodeModel(model), labels: ['nonsense'] })).toThrow(/format 1/);
    expect(() => decodeModel({ ...encodeModel(model), logLikelihood: 'AAAA' })).toThrow(/do not match/);
  });
});
