import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentRecordingProblem,
  levelOf,
  micProblemOf,
  pickRecorderMimeType,
  type MicProblem,
} from './media-support.ts';

export type MicState = 'idle' | 'asking' | 'ready' | 'problem';

/**
 * The microphone for a check or a speaking task: asks for it, reports why it cannot be had, and measures
 * the input level (0–100, about ten times a second) for a meter. The tracks stop when the component goes.
 */
export function useMicrophone() {
  const [state, setState] = useState<MicState>(() => (currentRecordingProblem() ? 'problem' : 'idle'));
  const [problem, setProblem] = useState<MicProblem | null>(() => currentRecordingProblem());
  const [level, setLevel] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const stopMeter = useRef<(() => void) | null>(null);

  const release = useCallback(() => {
    stopMeter.current?.();
    stopMeter.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setLevel(0);
  }, []);

  useEffect(() => release, [release]);

  const startMeter = (stream: MediaStream) => {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      if (now - last > 100) {
        analyser.getByteTimeDomainData(samples);
        setLevel(levelOf(samples));
        last = now;
      }
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    stopMeter.current = () => {
      window.cancelAnimationFrame(frame);
      void context.close();
    };
  };

  const request = useCallback(async (): Promise<MediaStream | null> => {
    if (streamRef.current) return streamRef.current;
    const early = currentRecordingProblem();
    if (early) {
      setProblem(early);
      setState('problem');
      return null;
    }
    setState('asking');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
      });
      streamRef.current = stream;
      startMeter(stream);
      setProblem(null);
      setState('ready');
      return stream;
    } catch (error) {
      setProblem(micProblemOf(error));
      setState('problem');
      return null;
    }
  }, []);

  return { state, problem, level, request, release };
}

export interface Recording {
  /** Stops and gives the recorded audio. */
  stop(): Promise<Blob>;
}

/** Starts recording a stream in the best format the browser has (media-support.ts). */
export const startRecording = (stream: MediaStream): Recording => {
  const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(
    stream,
    mimeType ? { mimeType, audioBitsPerSecond: 64_000 } : { audioBitsPerSecond: 64_000 },
  );
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.start(1000);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        const done = () => resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
        if (recorder.state === 'inactive') {
          done();
          return;
        }
        recorder.addEventListener('stop', done, { once: true });
        recorder.stop();
      }),
  };
};
