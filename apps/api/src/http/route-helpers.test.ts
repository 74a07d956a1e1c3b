import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendPrivateFile } from './route-helpers.ts';

describe('sendPrivateFile', () => {
  const app = Fastify();
  app.get('/pdf', (_req, reply) =>
    sendPrivateFile(reply, {
      type: 'application/pdf',
      disposition: 'attachment; filename="a.pdf"',
      body: Buffer.from('%PDF'),
    }),
  );
  app.get('/upload', (_req, reply) =>
    sendPrivateFile(reply, {
      type: 'image/png',
      disposition: 'inline',
      body: Readable.from([Buffer.from('png!')]),
      uploaded: { size: 4 },
    }),
  );

  it('sends a generated file that no cache keeps', async () => {
    const res = await app.inject({ url: '/pdf' });
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="a.pdf"',
      'cache-control': 'private, no-store',
    });
    expect(res.headers['x-content-type-options']).toBeUndefined();
    expect(res.body).toBe('%PDF');
  });

  it('sends an upload with its stored length and nosniff', async () => {
    const res = await app.inject({ url: '/upload' });
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '4',
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(res.body).toBe('png!');
  });
});
