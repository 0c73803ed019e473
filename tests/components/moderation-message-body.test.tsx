import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageRow } from '#contract/api/moderation-rows';
import { MessageBody } from '#client/screens/moderation/parts/message-card';
import { RevealContext } from '#client/screens/moderation/parts/reveal-context';

const author = { id: 7, nickname: 'Alice', avatarUrl: '/media/avatar/7.svg', status: 'NORMAL' as const, enabled: true };
const message = (kind: MessageRow['kind'], text: string): MessageRow => ({
  id: 31,
  fromAccountId: 7,
  toAccountId: 8,
  from: author,
  to: { ...author, id: 8 },
  kind,
  text,
  sentAt: '2026-11-21T10:00:00.000Z',
});

describe('MessageBody', () => {
  it('shows an image message as its image, blurred, never as the address', () => {
    render(<MessageBody row={message('image', '/media/photo/m3.svg')} size="sm" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toContain('/media/photo/m3.svg');
    expect(img.className).toContain('blur-xl');
    expect(screen.queryByText('/media/photo/m3.svg')).not.toBeInTheDocument();
  });

  it('shows the image sharp once revealed, and a text message as its text', () => {
    render(
      <RevealContext.Provider value={{ blur: true, revealed: [31], reveal: () => undefined }}>
        <MessageBody row={message('image', '/media/photo/m3.svg')} size="lg" />
      </RevealContext.Provider>,
    );
    expect(screen.getByRole('img').className).not.toContain('blur-xl');
    render(<MessageBody row={message('text', 'See you tomorrow')} size="sm" />);
    expect(screen.getByText('See you tomorrow')).toBeInTheDocument();
  });
});
