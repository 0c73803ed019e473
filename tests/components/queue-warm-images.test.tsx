import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { imagesOfRow, KEPT_IMAGES, warmImages, warmImageUrls } from '#client/screens/moderation/queue/warm-images';
import { installModerationFake, moment, report, type ModerationFake } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
});

const absolute = (path: string) => expect.stringMatching(new RegExp(`${path.replaceAll('.', '\\.')}$`));

describe('the images of a moderation row', () => {
  it('are its author’s avatar and its pictures, not its videos', () => {
    const row = { ...moment(2), media: [...moment(2).media, { kind: 'video' as const, url: '/media/clip/2.mp4' }] };
    expect(imagesOfRow(row)).toEqual([absolute(row.author.avatarUrl), absolute('/media/photo/2.svg')]);
  });

  it('reach what a row points at: a report’s reporter, target and the target’s author', () => {
    const row = report(7, 3);
    const target = { ...row.target, media: [{ kind: 'image' as const, url: '/media/photo/3.svg' }] };
    expect(imagesOfRow({ ...row, target })).toEqual([
      absolute(row.reporter.avatarUrl),
      absolute(row.target.author!.avatarUrl),
      absolute('/media/photo/3.svg'),
    ]);
  });

  it('include an avatar and a selfie under review', () => {
    expect(
      imagesOfRow({ id: 1, avatarUrl: '/media/avatar/9.svg', selfieUrl: '/media/selfie/9.svg', note: 'x' }),
    ).toEqual([absolute('/media/avatar/9.svg'), absolute('/media/selfie/9.svg')]);
  });
});

describe('images kept warm', () => {
  it('are at most KEPT_IMAGES, the least recently wanted let go first', () => {
    const urls = Array.from({ length: KEPT_IMAGES }, (_, i) => `/media/warm-test/${i}.svg`);
    warmImages(urls);
    warmImages([urls[0]!]);
    warmImages(['/media/warm-test/new.svg']);
    const held = warmImageUrls();
    expect(held).toHaveLength(KEPT_IMAGES);
    expect(held).not.toContain(urls[1]);
    expect(held).toContain(urls[0]);
    expect(held.at(-1)).toBe('/media/warm-test/new.svg');
  });

  it('include the items of a queue past those drawn, before the cursor reaches them', async () => {
    api.moments = Array.from({ length: 14 }, (_, i) => moment(i + 1));
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    // Item 10 is past the five drawn under the focused one; its picture is loaded already.
    expect(document.querySelector('[data-queue-next="10"]')).toBeNull();
    await waitFor(() => expect(warmImageUrls()).toContainEqual(absolute('/media/photo/10.svg')));
  });
});
