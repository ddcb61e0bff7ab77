/**
 * The table's sounds, made on the spot with WebAudio (no audio files): a card
 * laid, cards taken, your turn, a window opening (slap, jump-in), the timer
 * running out. Off when muted (the switch is remembered) and until the page
 * has had a gesture (browsers refuse sound before one).
 */
import { Store } from '../net/store.ts';

export const SOUNDS = ['card', 'take', 'turn', 'window', 'tick'] as const;
export type Sound = (typeof SOUNDS)[number];

const STORAGE_KEY = 'kozyr.muted';
export const mutedStore = new Store<boolean>(typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) === '1');

export function setMuted(muted: boolean): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, muted ? '1' : '0');
  mutedStore.set(muted);
}

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  return ctx;
}

/** One tone: frequency glide from `f0` to `f1` over `ms`, with a quick attack and decay. */
function tone(a: AudioContext, f0: number, f1: number, ms: number, type: OscillatorType, gain: number, delayMs = 0): void {
  const t0 = a.currentTime + delayMs / 1000;
  const osc = a.createOscillator();
  const g = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(f0, t0);
  osc.frequency.exponentialRampToValueAtTime(Math.max(f1, 1), t0 + ms / 1000);
  g.gain.setValueAtTime(0.0001, t0);
  g.gain.exponentialRampToValueAtTime(gain, t0 + 0.01);
  g.gain.exponentialRampToValueAtTime(0.0001, t0 + ms / 1000);
  osc.connect(g).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + ms / 1000 + 0.02);
}

/** A short burst of filtered noise: the snap of a card on cloth. */
function snap(a: AudioContext, gain: number): void {
  const len = Math.floor(a.sampleRate * 0.06);
  const buf = a.createBuffer(1, len, a.sampleRate);
  const data = buf.getChannelData(0);
  // Decaying noise; the values only shape a sound, nothing depends on them.
  for (let i = 0; i < len; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / len) ** 3;
  const src = a.createBufferSource();
  src.buffer = buf;
  const filter = a.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = 1800;
  const g = a.createGain();
  g.gain.value = gain;
  src.connect(filter).connect(g).connect(a.destination);
  src.start();
}

export function play(sound: Sound): void {
  if (mutedStore.get()) return;
  const a = audio();
  if (a === null || a.state !== 'running') return;
  switch (sound) {
    case 'card':
      return snap(a, 0.6);
    case 'take':
      snap(a, 0.4);
      return tone(a, 420, 160, 260, 'triangle', 0.12);
    case 'turn':
      tone(a, 660, 660, 140, 'sine', 0.15);
      return tone(a, 880, 880, 200, 'sine', 0.15, 120);
    case 'window':
      return tone(a, 300, 900, 220, 'square', 0.06);
    case 'tick':
      return tone(a, 1200, 1100, 60, 'sine', 0.1);
  }
}

/** Browsers start audio only from a gesture: the first click or key anywhere wakes it. */
export function armAudioOnGesture(): void {
  if (typeof addEventListener === 'undefined') return;
  const wake = () => {
    if (!mutedStore.get()) audio();
    removeEventListener('pointerdown', wake);
    removeEventListener('keydown', wake);
  };
  addEventListener('pointerdown', wake);
  addEventListener('keydown', wake);
}
