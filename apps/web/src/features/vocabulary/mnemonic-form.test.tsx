import { FLASHCARD_MEDIA_MAX_BYTES } from '@prepwell/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { MnemonicForm } from './mnemonic-form.tsx';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

const chooseImageTechnique = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(screen.getByRole('combobox', { name: 'Technique' }));
  await user.click(await screen.findByRole('option', { name: 'Image' }));
};

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

describe('the mnemonic form', () => {
  it('refuses a file over 5 MB and a renamed program before sending anything, with the spec’s messages', async () => {
    const api = stubFetch({});
    const { user } = renderPage(<MnemonicForm pending={false} onSubmit={vi.fn()} />);
    await chooseImageTechnique(user);
    const big = new File([new Uint8Array(FLASHCARD_MEDIA_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too big: images and videos may be at most 5 MB.',
    );
    const exe = new File([new Uint8Array([0x4d, 0x5a])], 'setup.png', { type: 'application/x-msdownload' });
    await user.upload(fileInput(), exe);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file format is not allowed');
    expect(api.sent).toEqual([]);
  });

  it('uploads an image, shows the server’s refusal as it sends it, and submits the stored url', async () => {
    let refuse = true;
    stubFetch({
      'POST /api/mnemonics/file': () =>
        refuse
          ? errorReply(422, 'unsupported_file_type', { message: '不支持这种文件类型。' })
          : { body: { url: '/uploads/m1.png', media_kind: 'image', mime: 'image/png', size: 68 } },
    });
    const onSubmit = vi.fn();
    const { user } = renderPage(<MnemonicForm pending={false} onSubmit={onSubmit} />);
    await chooseImageTechnique(user);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hook.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    expect(await screen.findByRole('alert')).toHaveTextContent('不支持这种文件类型。');
    refuse = false;
    await user.upload(fileInput(), png);
    await screen.findByText('File uploaded.');
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'a cat on a laconic note');
    await user.click(screen.getByRole('radio', { name: 'Everyone, anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      technique: 'image',
      body: 'a cat on a laconic note',
      visibility: 'anonymous',
      media_url: '/uploads/m1.png',
    });
  });
});
