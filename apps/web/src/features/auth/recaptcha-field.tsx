import { Input } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render: (
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string },
  ) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __prepwellRecaptchaLoaded?: () => void;
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null;
const loadRecaptcha = (hl: string): Promise<Grecaptcha> => {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__prepwellRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing'));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=__prepwellRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(hl)}`;
    script.async = true;
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
};

const HL: Record<string, string> = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' };

/** Google's reCAPTCHA v2 widget; `resetSignal` changing clears it (after a failed submit). */
export function RecaptchaField(props: {
  siteKey: string;
  lang: string;
  label: string;
  error?: string | null;
  resetSignal: number;
  onChange: (token: string) => void;
}) {
  const { siteKey, lang, label, error, resetSignal, onChange } = props;
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha(HL[lang] ?? 'en').then((g) => {
      if (cancelled || !box.current || widget.current !== null) return;
      widget.current = g.render(box.current, {
        sitekey: siteKey,
        callback: (token) => changeRef.current(token),
        'expired-callback': () => changeRef.current(''),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey, lang]);

  useEffect(() => {
    if (resetSignal > 0 && widget.current !== null) {
      window.grecaptcha?.reset(widget.current);
      changeRef.current('');
    }
  }, [resetSignal]);

  return (
    <Input.Wrapper label={label} error={error} required>
      <div ref={box} />
    </Input.Wrapper>
  );
}
