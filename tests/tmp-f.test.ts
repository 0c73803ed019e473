import { fold, foldText } from '../src/contract/rules/text-fold';
for (const s of ['m o r o n', 'm.o.r.o.n', 'ＦＲＥＥ　ＭＯＮＥＹ!', 'mоron', 'r3tard', 'id1ot', 'gu@ranteed', '穩賺不賠', 'mo\u200Bron', 'mooooron', 'I am a b c', 'The Idiot by Dostoevsky', 'call 138 1234 5678', 'e\u0301cole', 'ｶﾞ', 'a!b|c id!ot', 'covid19 2024'])
  console.log(JSON.stringify(s), '→', JSON.stringify(fold(s)), JSON.stringify(fold(s, { leet: true })));
const f = foldText('M o o o o R O N!'); console.log(f);
