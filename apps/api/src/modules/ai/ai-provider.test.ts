import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, providerSettingsFor, sseData } from './ai-provider.ts';

const server = { baseUrl: 'https://api.example.test/v1', apiKey: 'sk-server', model: 'server-model', timeoutMs: 1000 };
const none = { aiBaseUrl: null, aiApiKey: null, aiModel: null };

describe('which endpoint a tenant uses', () => {
  it("the server's, the tenant's own, or none (offline)", () => {
    expect(providerSettingsFor(server, none)).toEqual({
      baseUrl: 'https://api.example.test/v1',
      apiKey: 'sk-server',
      model: 'server-model',
      timeoutMs: 1000,
    });
    expect(providerSettingsFor({ ...server, baseUrl: undefined }, none)).toBeNull();
    expect(providerSettingsFor({ ...server, model: undefined }, none)!.model).toBe(DEFAULT_MODEL);
    expect(providerSettingsFor(server, { ...none, aiModel: 'bigger' })!.model).toBe('bigger');
  });

  it("a tenant's own endpoint never gets the server's key", () => {
    expect(
      providerSettingsFor(server, { aiBaseUrl: 'https://tenant.test/v1/', aiApiKey: null, aiModel: null }),
    ).toEqual({
      baseUrl: 'https://tenant.test/v1',
      apiKey: null,
      model: 'server-model',
      timeoutMs: 1000,
    });
    expect(
      providerSettingsFor(
        { ...server, baseUrl: undefined },
        { aiBaseUrl: 'https://tenant.test', aiApiKey: 'sk-tenant', aiModel: 'm' },
      )!.apiKey,
    ).toBe('sk-tenant');
  });
});

async function* from(...chunks: string[]) {
  for (const chunk of chunks) yield chunk;
}
const collect = async (chunks: AsyncIterable<string>) => {
  const out: unknown[] = [];
  for await (const item of sseData(chunks)) out.push(item);
  return out;
};

describe('server-sent events of a streamed completion', () => {
  it('yields the data lines, across split chunks and CRLF, until [DONE]', async () => {
    expect(
      await collect(
        from('data: {"a":1}\n\nda', 'ta: {"a"', ':2}\r\n\r\n: comment\nevent: x\ndata: [DONE]\n\ndata: {"a":3}\n\n'),
      ),
    ).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('ends at the end of the body without [DONE], and refuses a chunk that is not JSON', async () => {
    expect(await collect(from('data: {"a":1}\n\n'))).toEqual([{ a: 1 }]);
    await expect(collect(from('data: not json\n\n'))).rejects.toThrow(/not JSON/);
  });

  it('drops a last event the body did not finish (an unterminated data: line), as the standard and the web client do', async () => {
    expect(await collect(from('data: {"a":1}\n\ndata: {"a":2}'))).toEqual([{ a: 1 }]);
    expect(await collect(from('data: {"a":1}\n\n', 'data: {"a":2}\n'))).toEqual([{ a: 1 }]);
  });
});
