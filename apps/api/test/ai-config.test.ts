import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** The AI settings (decisions 0017, 0033): the context budget, the provider's time limit, the speech-to-text model. */
describe('AI configuration', () => {
  it('defaults to an 8192-token budget and a 30 s time limit, with no provider (the offline tutor)', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      transcribeModel: 'whisper-1',
      contextTokens: 8192,
      timeoutMs: 30_000,
    });
  });

  it('reads the endpoint, the budget and the time limit; a trailing slash is dropped', () => {
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:8080/v1/',
      AI_API_KEY: 'k',
      AI_MODEL: 'm',
      AI_TRANSCRIBE_MODEL: 'stt',
      AI_CONTEXT_TOKENS: '128000',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config.ai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: 'k',
      model: 'm',
      transcribeModel: 'stt',
      contextTokens: 128_000,
      timeoutMs: 5000,
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    for (const [name, value] of [
      ['AI_CONTEXT_TOKENS', '100'],
      ['AI_CONTEXT_TOKENS', 'lots'],
      ['AI_TIMEOUT_MS', '0'],
      ['AI_TIMEOUT_MS', '1.5'],
      ['AI_BASE_URL', 'ftp://model.test'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    }
  });
});
