/**
 * A short two-note chime, made by the browser (no sound file to load or cache): the counter hears that the
 * kitchen marked an order ready. Silent where the browser has no audio or has not been tapped yet.
 */
export function chime(): void {
  try {
    const Audio = window.AudioContext;
    if (!Audio) return;
    const audio = new Audio();
    const start = audio.currentTime;
    for (const [at, frequency] of [
      [0, 880],
      [0.18, 1318.5],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + at);
      volume.gain.exponentialRampToValueAtTime(0.25, start + at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.35);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.4);
    }
    window.setTimeout(() => void audio.close().catch(() => undefined), 1_000);
  } catch {
    // No sound is no reason to stop the screen.
  }
}
