import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Response compression (issue 21, "Phones"): the API's JSON and the web app's page, when the client accepts
 * it. On a phone's network the runner's attempt view (about 52 KB of JSON, read twice as a test opens) took
 * longer to arrive than to render; compressed it is about a fifth of that (11 KB).
 *
 * - Only JSON and HTML, from 1 KB: the autosave's reply and most small replies stay as they are (nothing to
 *   gain, CPU to spend); server-sent events (the tutor's stream) are never buffered by a compressor; files
 *   (PDFs, images, recordings) are compressed already; the built assets are sent precompressed (.br/.gz).
 * - Brotli at quality 4 (zlib's default is 11, far too slow per request) compresses JSON better than gzip
 *   at its default level and costs about as much CPU; gzip for clients without Brotli.
 * - Requests are read as they come, as before: no request body is decompressed (the plugin would, by default,
 *   inflate a `Content-Encoding: gzip` body: a small upload that unpacks to far more than its limit says).
 * - BREACH does not apply: the session is a bearer token in a header, never a cookie, so another site
 *   cannot make a browser send authenticated requests whose compressed size it could watch.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^(application\/json|text\/html)(;|$)/,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
