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

/**
 * The progress of one upload. The total is kept as parts move, so a change costs the same for
 * a file of 4 MiB and of 400 GiB; the per-part list is built only for a listener that asked
 * for it (`reportParts`).
 */
export class ProgressTracker {
  private readonly parts: Part[];
  private readonly size: number;
  private loaded = 0;
  private phase: UploadPhase = 'preparing';
  private lastTotal = -1;
  private lastPhase: UploadPhase | undefined;

  /**
   * @param listener Gets a full snapshot on every change.
   * @param onLoaded Gets only the bytes on the wire on every change (cheap, for statistics).
   */
  constructor(
    partSizes: readonly number[],
    private readonly listener: ((progress: UploadProgress) => void) | undefined,
    private readonly reportParts: boolean,
    private readonly onLoaded?: (loaded: number) => void,
  ) {
    this.parts = partSizes.map((size) => ({ size, shown: 0, fromCache: false }));
    this.size = partSizes.reduce((sum, size) => sum + size, 0);
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
    this.show(part, next);
    this.emit();
  }

  /** Part `index` is stored; `fromCache` when a saved resume point covered it. */
  done(index: number, fromCache = false): void {
    const part = this.parts[index];
    if (!part) return;
    part.fromCache = part.fromCache || fromCache;
    this.show(part, part.size);
    this.emit();
  }

  snapshot(): UploadProgress {
    const total = info(this.loaded, this.size);
    if (this.phase === 'done') total.percent = 100;
    return {
      phase: this.phase,
      total,
      chunks: this.reportParts
        ? this.parts.map((part) => ({ ...info(part.shown, part.size), fromCache: part.fromCache }))
        : [],
    };
  }

  private show(part: Part, shown: number): void {
    this.loaded += shown - part.shown;
    part.shown = shown;
  }

  private emit(): void {
    if (this.loaded === this.lastTotal && this.phase === this.lastPhase) return;
    this.lastTotal = this.loaded;
    this.lastPhase = this.phase;
    this.onLoaded?.(this.loaded);
    this.listener?.(this.snapshot());
  }
}
