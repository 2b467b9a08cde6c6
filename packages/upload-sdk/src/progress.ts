/**
 * Progress that never goes backwards. Each part (a block, or the whole file in a form upload)
 * shows the most bytes it has ever had on the wire; when a request is retried its part keeps
 * showing that figure until the new attempt passes it. The server's final answer is awaited in
 * a `finalizing` phase instead of holding back a fake last byte.
 */

export type UploadPhase = 'preparing' | 'uploading' | 'finalizing' | 'done';

export interface ProgressInfo {
  /** Bytes sent (never decreasing). */
  loaded: number;
  size: number;
  /** 0–100. */
  percent: number;
}

export interface ChunkProgress extends ProgressInfo {
  /** True when the part was not sent again: a saved resume point covered it. */
  fromCache: boolean;
}

export interface UploadProgress {
  phase: UploadPhase;
  total: ProgressInfo;
  /** One entry per 4 MiB block of a resumable upload; empty for form and direct uploads. */
  chunks: ChunkProgress[];
}

interface Part {
  size: number;
  shown: number;
  fromCache: boolean;
}

function info(loaded: number, size: number): ProgressInfo {
  return { loaded, size, percent: size === 0 ? 0 : Math.min(100, (loaded / size) * 100) };
}

export class ProgressTracker {
  private readonly parts: Part[];
  private phase: UploadPhase = 'preparing';
  private lastTotal = -1;
  private lastPhase: UploadPhase | undefined;

  constructor(
    partSizes: readonly number[],
    private readonly listener: ((progress: UploadProgress) => void) | undefined,
    private readonly reportParts: boolean,
  ) {
    this.parts = partSizes.map((size) => ({ size, shown: 0, fromCache: false }));
  }

  setPhase(phase: UploadPhase): void {
    this.phase = phase;
    this.emit();
  }

  /** `loaded` bytes of part `index` are on the wire in the current attempt. */
  sent(index: number, loaded: number): void {
    const part = this.parts[index];
    if (!part) return;
    const next = Math.min(part.size, Math.max(0, loaded));
    if (next <= part.shown) return;
    part.shown = next;
    this.emit();
  }

  /** Part `index` is stored; `fromCache` when a saved resume point covered it. */
  done(index: number, fromCache = false): void {
    const part = this.parts[index];
    if (!part) return;
    part.fromCache = part.fromCache || fromCache;
    part.shown = part.size;
    this.emit();
  }

  snapshot(): UploadProgress {
    const size = this.parts.reduce((sum, part) => sum + part.size, 0);
    const loaded = this.parts.reduce((sum, part) => sum + part.shown, 0);
    const total = info(loaded, size);
    if (this.phase === 'done') total.percent = 100;
    return {
      phase: this.phase,
      total,
      chunks: this.reportParts
        ? this.parts.map((part) => ({ ...info(part.shown, part.size), fromCache: part.fromCache }))
        : [],
    };
  }

  private emit(): void {
    if (!this.listener) return;
    const progress = this.snapshot();
    if (progress.total.loaded === this.lastTotal && progress.phase === this.lastPhase) return;
    this.lastTotal = progress.total.loaded;
    this.lastPhase = progress.phase;
    this.listener(progress);
  }
}
