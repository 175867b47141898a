import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPost, renderCommunity } from '../testing/render-community';
import { Composer } from './Composer';

jest.mock('@filmcollab/web-kit', () => ({
  ...jest.requireActual('@filmcollab/web-kit'),
  // XHR to object storage: reports progress, then succeeds.
  uploadWithProgress: jest.fn(
    async (_target: unknown, _file: Blob, onProgress: (p: number) => void) => {
      onProgress(40);
      onProgress(100);
    },
  ),
}));

const ticket = {
  status: 201,
  body: {
    uploadUrl: 'http://storage/community-files',
    method: 'POST',
    fields: { key: 'pending/u1/1_a.png' },
    key: 'pending/u1/1_a.png',
    expiresInSeconds: 900,
  },
};
const attachment = {
  id: 'f1',
  key: 'u1/1_a.png',
  name: 'a.png',
  type: 'image/png',
  size: 3,
  url: 'http://app.test/storage/community-files/u1/1_a.png',
  alt: null,
};
const png = () => new File(['png'], 'a.png', { type: 'image/png' });

describe('Composer', () => {
  it('needs text or a file, then posts text, tags and the crowdfunding flag', async () => {
    const { gateway } = await renderCommunity(<Composer />, {
      'POST /api/community/posts': { status: 201, body: aPost() },
      'GET /api/community/tags': { status: 200, body: { tags: [] } },
    });
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Share with the community' }),
      '  Night shoot  ',
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Tags' }), 'Noir{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Crowdfunding' }));
    await userEvent.click(post);
    expect(await screen.findByText('Post created successfully!')).toBeInTheDocument();
    expect(gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({
      content: '  Night shoot  ',
      tags: ['noir'],
      isCrowdfunding: true,
      attachments: [],
    });
    expect(screen.getByRole('combobox', { name: 'Share with the community' })).toHaveValue('');
  });

  it('uploads a file with a progress bar, asks its alt text and attaches it', async () => {
    const { gateway, container } = await renderCommunity(<Composer />, {
      'POST /api/community/uploads': ticket,
      'POST /api/community/uploads/confirm': { status: 201, body: attachment },
      'POST /api/community/posts': { status: 201, body: aPost() },
    });
    await userEvent.upload(
      container.querySelector('input[aria-label="Image files"]') as HTMLInputElement,
      png(),
    );
    expect(await screen.findByRole('progressbar', { name: 'Uploading a.png' })).toHaveAttribute(
      'value',
      '100',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Describe this image (alt text)' }),
      'Ada on set',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Post created successfully!');
    expect(gateway.calls.find((call) => call.path === '/api/community/posts')?.body).toMatchObject({
      content: '',
      attachments: [{ key: 'u1/1_a.png', alt: 'Ada on set' }],
    });
  });

  it('removes a chip with its remove button', async () => {
    const { container } = await renderCommunity(<Composer />, {
      'POST /api/community/uploads': ticket,
      'POST /api/community/uploads/confirm': { status: 201, body: attachment },
    });
    await userEvent.upload(
      container.querySelector('input[aria-label="Image files"]') as HTMLInputElement,
      png(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it.each([
    [
      {
        status: 422,
        body: {
          code: 'CONTENT_BLOCKED',
          message:
            'Content Blocked: This file was flagged for inappropriate content and was not uploaded.',
        },
      },
      'Content Blocked: This file was flagged for inappropriate content and was not uploaded.',
    ],
    [
      {
        status: 503,
        body: { code: 'MODERATION_FAILED', message: 'Moderation failed. File not uploaded.' },
      },
      'Moderation failed. File not uploaded.',
    ],
  ])(
    'drops a file moderation refuses and says why',
    async (answer, text) => {
      const { container } = await renderCommunity(<Composer />, {
        'POST /api/community/uploads': ticket,
        'POST /api/community/uploads/confirm': answer,
      });
      await userEvent.upload(
        container.querySelector('input[aria-label="Image files"]') as HTMLInputElement,
        png(),
      );
      expect(await screen.findByText(text, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    },
    15_000,
  );

  it('suggests usernames while an @mention is typed and inserts the chosen one', async () => {
    await renderCommunity(<Composer />, {
      'GET /api/community/mentions': (request) => ({
        status: 200,
        body: {
          users:
            new URL(request.url).searchParams.get('q') === 'bo'
              ? [
                  { id: 'u2', username: 'bo_chen', fullName: 'Bo Chen', profileImageUrl: null },
                  { id: 'u3', username: 'bobby', fullName: null, profileImageUrl: null },
                ]
              : [],
        },
      }),
    });
    const box = screen.getByRole('combobox', { name: 'Share with the community' });
    await userEvent.type(box, 'Thanks @bo');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['@bo_chenBo Chen', '@bobby']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Thanks @bobby ');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
