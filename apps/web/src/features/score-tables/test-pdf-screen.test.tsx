import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { TestPdfPage } from '../../routes/test-pdf-page.tsx';
import { pdfFileName } from './score-tables.api.ts';
import { structure, TEST_ID } from './score-tables.fixture.ts';

const PDF = `GET /api/tests/${TEST_ID}/pdf`;
const reads = { [`GET /api/tests/${TEST_ID}/structure`]: { body: structure() } };

/** The links saveBlob clicks: their file names. */
const savedFiles = () => {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  return names;
};

afterEach(() => vi.restoreAllMocks());

describe('the test PDF page', () => {
  it('downloads the booklet and the keyed booklet through the API client, with the token and a file name', async () => {
    setToken('secret-token');
    const api = stubFetch({ ...reads, [PDF]: { body: '%PDF-1.7' } });
    const files = savedFiles();
    const { user } = renderPage(<TestPdfPage />, { path: '/tests/:type/pdf/:id', at: `/tests/sat/pdf/${TEST_ID}` });
    expect(await screen.findByText('Centre SAT mock 1')).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download booklet' }));
    await waitFor(() => expect(files).toEqual(['Centre-SAT-mock-1.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download booklet with answer key' }));
    await waitFor(() => expect(files).toEqual(['Centre-SAT-mock-1.pdf', 'Centre-SAT-mock-1-answer-key.pdf']));
    const sent = api.to(PDF);
    expect(sent.map((r) => r.query.get('answers'))).toEqual(['false', 'true']);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('shows a refusal in words and saves nothing', async () => {
    stubFetch({ ...reads, [PDF]: errorReply(404, 'not_found') });
    const files = savedFiles();
    const { user } = renderPage(<TestPdfPage />, { path: '/tests/:type/pdf/:id', at: `/tests/sat/pdf/${TEST_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Download booklet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be madeServer message for not_found');
    expect(files).toEqual([]);
  });

  it('goes to the test kind of the address the test really has', async () => {
    stubFetch(reads);
    const { router } = renderPage(<TestPdfPage />, { path: '/tests/:type/pdf/:id', at: `/tests/act/pdf/${TEST_ID}` });
    await waitFor(() => expect(addressOf(router)).toBe(`/tests/sat/pdf/${TEST_ID}`));
  });

  it('names files after the title in any script', () => {
    expect(pdfFileName('SAT 模拟考 #1 / 2026', false)).toBe('SAT-模拟考-1-2026.pdf');
    expect(pdfFileName('***', true)).toBe('test-answer-key.pdf');
  });
});
