/**
 * Spec §5 "links must be valid": an absolute http or https address with a host and no white space. The
 * course and lesson rules on the server (422 `invalid_link`) and the web forms' own check read this one rule.
 */
/** The WHATWG URL parser Node and browsers both have (the contracts compile without DOM or Node types). */
declare const URL: new (input: string) => { protocol: string; hostname: string };

export const isWebLink = (text: string): boolean => {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};
