import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '#client/lib/storage.ts';

// The signal at the end of each set and break: a short vibration and a short beep (Web Audio), unless the
// user chose silence on this device. Browsers let a page make sound only after a tap on it, so the audio
// context is made (or woken) by the Start and Resume taps.

const SILENT_KEY = 'timer-silent';
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;

/** True when the user chose a silent timer on this device. */
export const isSilent = () => readStorage(SILENT_KEY) === '1';

export function setSilent(silent: boolean): void {
  writeStorage(SILENT_KEY, silent ? '1' : '0');
  for (const listener of listeners) listener();
}

/** The silent choice, following changes from any screen. */
export function useSilent(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSilent,
    () => false,
  );
}

/** Called from a tap: makes sound possible for the signals that follow. */
export function prepareSound(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = null;
  }
}

function beep(): void {
  if (audio?.state !== 'running') return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.4);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.45);
}

/** A set or break just ended: vibrate and beep where allowed, nothing when silent. */
export function signalPhaseEnd(): void {
  if (isSilent()) return;
  try {
    navigator.vibrate?.([200, 100, 200]);
  } catch {
    // Vibration not allowed here (no recent tap, a frame): the beep and the announcement remain.
  }
  try {
    beep();
  } catch {
    // Sound failed: the announcement remains.
  }
}
