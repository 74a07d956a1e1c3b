import { describe, expect, it } from 'vitest';
import { runnerPrecache } from './sw-build.ts';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] } = {},
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set(links.assets ?? []) },
});
const asset = (fileName: string, source = '') => ({ type: 'asset' as const, fileName, source });

const bundle = () => {
  const files = [
    chunk(
      'assets/index-1.js',
      '/w/src/main.tsx',
      { dynamicImports: ['assets/runner-main-1.js', 'assets/app-main-1.js'] },
      true,
    ),
    chunk('assets/runner-main-1.js', '/w/src/runner/runner-main.tsx', {
      imports: ['assets/jsx-runtime-1.js'],
      dynamicImports: [
        'assets/locale-en-runner-1.js',
        'assets/locale-tw-tools-1.js',
        'assets/locale-en-app-1.js',
        'assets/calculator-1.js',
      ],
      css: ['assets/runner-main-1.css', 'assets/katex-1.css'],
      assets: ['assets/KaTeX_Main-1.woff', 'assets/KaTeX_Main-1.ttf', 'assets/clip-1.svg'],
    }),
    chunk('assets/jsx-runtime-1.js', null),
    chunk('assets/locale-en-runner-1.js', '/w/src/locales/en/runner.json'),
    chunk('assets/locale-tw-tools-1.js', '/w/src/locales/tw/tools.json'),
    chunk('assets/locale-en-app-1.js', '/w/src/locales/en/app.json'),
    chunk('assets/calculator-1.js', '/w/src/runner/tools/calculator.tsx', { imports: ['assets/mathjs-1.js'] }),
    chunk('assets/mathjs-1.js', null),
    chunk('assets/app-main-1.js', '/w/src/app-main.tsx', { imports: ['assets/mantine-1.js'] }),
    chunk('assets/mantine-1.js', null),
    asset('assets/runner-main-1.css', 'body{}'),
    asset(
      'assets/katex-1.css',
      '@font-face{src:url(/assets/KaTeX_Main-1.woff2) format("woff2"),url(/assets/KaTeX_Main-1.woff) format("woff")}' +
        "@font-face{src:url('./KaTeX_Math-1.woff2')}",
    ),
    asset('assets/KaTeX_Main-1.woff2'),
    asset('assets/KaTeX_Main-1.woff'),
    asset('assets/KaTeX_Main-1.ttf'),
    asset('assets/KaTeX_Math-1.woff2'),
    asset('assets/KaTeX_Unused-1.woff2'),
    asset('assets/clip-1.svg'),
    asset('index.html', '<html></html>'),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f]));
};

describe('the runner’s precache list', () => {
  it('follows the runner root (its imports, lazy ones included), its CSS and WOFF2 fonts, never the app', () => {
    expect(runnerPrecache(bundle())).toEqual([
      'assets/KaTeX_Main-1.woff2',
      'assets/KaTeX_Math-1.woff2',
      'assets/calculator-1.js',
      'assets/clip-1.svg',
      'assets/index-1.js',
      'assets/jsx-runtime-1.js',
      'assets/katex-1.css',
      'assets/locale-en-runner-1.js',
      'assets/locale-tw-tools-1.js',
      'assets/mathjs-1.js',
      'assets/runner-main-1.css',
      'assets/runner-main-1.js',
    ]);
  });

  it('fails the build when the runner root is not found', () => {
    const files = bundle();
    delete files['assets/runner-main-1.js'];
    expect(() => runnerPrecache(files)).toThrow(/runner root/);
  });
});
