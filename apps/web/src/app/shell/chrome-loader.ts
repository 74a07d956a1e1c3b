/**
 * The shell's chunk (header, footer, floating buttons), loaded once: the app's first render of a page the
 * server painted waits for it (app-main.tsx), so the header and footer are in that render rather than
 * blank placeholders for a moment (a flash of the header and a second commit of the page). A failed
 * download is tried again by the next caller.
 */
type ShellChrome = typeof import('./shell-chrome.tsx');

let loaded: ShellChrome | null = null;
let pending: Promise<ShellChrome> | null = null;

export const loadShellChrome = (): Promise<ShellChrome> =>
  (pending ??= import('./shell-chrome.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));

/** The chunk when it has arrived, else null. */
export const loadedShellChrome = (): ShellChrome | null => loaded;
