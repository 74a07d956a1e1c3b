/**
 * What the browser can do for speaking tasks, as pure functions of what it reports (so they are tested
 * without a browser): the recording format, the iOS limit (spec §8: iOS phones and tablets cannot do
 * speaking), and why a microphone could not be opened.
 */

/** Formats tried in order; the server accepts webm, ogg and mp4 audio (recordings.service.ts). */
export const RECORDER_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/ogg',
] as const;

/** The first format the recorder supports, or '' to let the browser choose its default. */
export const pickRecorderMimeType = (isTypeSupported: (type: string) => boolean): string =>
  RECORDER_MIME_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  }) ?? '';

export interface DeviceHints {
  readonly userAgent: string;
  readonly platform: string;
  readonly maxTouchPoints: number;
}

/** iPhone, iPod and iPad, including iPadOS, which reports itself as a Mac with a touch screen. */
export const isIosDevice = ({ userAgent, platform, maxTouchPoints }: DeviceHints): boolean =>
  /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);

export const currentDevice = (): DeviceHints => ({
  userAgent: navigator.userAgent,
  platform: navigator.platform,
  maxTouchPoints: navigator.maxTouchPoints,
});

export type MicProblem = 'ios' | 'unsupported' | 'insecure' | 'denied' | 'not_found' | 'busy' | 'other';

/** Whether this browser could record at all, before asking for the microphone. */
export const recordingProblem = (env: {
  device: DeviceHints;
  secure: boolean;
  hasGetUserMedia: boolean;
  hasMediaRecorder: boolean;
}): MicProblem | null => {
  if (isIosDevice(env.device)) return 'ios';
  if (!env.secure) return 'insecure';
  if (!env.hasGetUserMedia || !env.hasMediaRecorder) return 'unsupported';
  return null;
};

export const currentRecordingProblem = (): MicProblem | null =>
  recordingProblem({
    device: currentDevice(),
    secure: window.isSecureContext,
    hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    hasMediaRecorder: typeof window.MediaRecorder === 'function',
  });

/** The reason behind a getUserMedia failure (DOMException names from the Media Capture spec). */
export const micProblemOf = (error: unknown): MicProblem => {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'not_found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'other';
  }
};

/** A root-mean-square level of time-domain samples (0–255 around 128), scaled to 0–100 for a meter. */
export const levelOf = (samples: ArrayLike<number>): number => {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = ((samples[i] ?? 128) - 128) / 128;
    sum += v * v;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 300));
};
