import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { avatarCert, installModerationFake, type ModerationFake } from './moderation-fake';
import { openQueue, waitForFocus } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.certs = Array.from({ length: 5 }, (_, i) => avatarCert(i + 1));
});

describe('the certification queue’s reasons', () => {
  it('offers the certification’s own presets, not the content’s, and sends the chosen one by its code', async () => {
    const { user } = await openQueue('/audit-center/avatar-cert-list?queue=1');
    const strip = screen.getByRole('group', { name: 'Preset reasons (keys 1–7)' });
    const presets = within(strip)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(presets).toHaveLength(7);
    expect(presets[0]).toContain('Selfie is not the person in the avatar');
    expect(presets.join(' ')).not.toMatch(/Spam|Hate speech/);

    await user.keyboard('1');
    expect(await screen.findByText('Reason: Selfie is not the person in the avatar')).toBeInTheDocument();
    await user.keyboard('r');
    await waitForFocus(2);
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(1));
    expect(api.bodies('/admins/update-audit-status')[0]).toMatchObject({
      target: 'avatar_cert',
      auditStatus: 'REJECTED',
      reasonCode: 'face_mismatch',
    });
  });

  it('has no preset on the keys past its list: 9 arms nothing', async () => {
    const { user } = await openQueue('/audit-center/avatar-cert-list?queue=1');
    await user.keyboard('9');
    await user.keyboard('r');
    await waitForFocus(2);
    await waitFor(() => expect(api.bodies('/admins/update-audit-status')).toHaveLength(1));
    expect(api.bodies('/admins/update-audit-status')[0]!.reasonCode).toBeUndefined();
  });
});
